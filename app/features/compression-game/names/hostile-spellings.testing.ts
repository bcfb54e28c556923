// Hostile nicknames built the ways people build them to get past a word list, for the tests of
// the name filter (name-filter-disguises.server.test.ts): insults and slurs split by separators,
// with endings and diminutives, in leetspeak, cut short, run together with another insult, and
// hateful phrases of harmless words, in Spanish, Catalan and English. Each family is built from
// its parts, so that a change to the filter is measured against every combination.

/** Words of the lists and slurs, each split once near its middle by every separator. */
const splitWords = [
  ...["puta", "puto", "maricón", "marica", "sudaca", "negrata", "mierda", "polla", "cabrón", "zorra"],
  ...["gilipollas", "subnormal", "retrasado", "mongolo", "moraco", "bollera", "capullo", "follador"],
  ...["imbécil", "idiota", "pendejo", "tortillera", "charnego", "catalufo", "merda", "gossa", "bagassa"],
  ...["xarnego", "malparit", "retardat", "fuck", "bitch", "cunt", "faggot", "nigger", "whore", "slut"],
  ...["retard", "wanker", "bastard", "asshole", "sudaka", "marikon", "sidoso"],
];

const separators = [" ", "-", "_", ".", " - ", "  "];

/** "maricón" → "mari con", "mari-con"…: the word cut in two where a separator hides it. */
function splitBySeparators(word: string): string[] {
  const middle = Math.ceil(word.length / 2);
  return separators.map((separator) => word.slice(0, middle) + separator + word.slice(middle));
}

/** A few words written with each letter doubled here and there, and cut in two. */
const stretched = ["puuu ta", "maaari con", "suuu daca", "p u u t a", "m-a-r-i-c-o-n", "poo llaa", "fuuu ck"];

/** Roots of the lists with the endings of Spanish and Catalan, some with "k" for "c". */
const rootsWithEndings: readonly [root: string, endings: readonly string[]][] = [
  ["put", ["ita", "illa", "ona", "azo", "ete", "eta", "et", "ica", "aco", "ote"]],
  ["maric", ["ona", "ones", "onazo", "azo", "ón", "et"]],
  ["marik", ["ita", "illa", "ona", "on", "ones", "eta"]],
  ["sudac", ["as", "azo", "os", "illa"]],
  ["sudak", ["illa", "ita", "itas", "ón", "azo"]],
  ["sudaqu", ["illa", "ita", "ín", "es"]],
  ["negrat", ["illa", "azo", "ita", "ón"]],
  ["morac", ["o", "a", "azo", "ona"]],
  ["moraqu", ["ito", "illo"]],
  ["retrasad", ["ito", "ita", "illo", "ote"]],
  ["capull", ["ito", "azo", "ete"]],
  ["bastard", ["ito", "illo", "azo"]],
  ["merd", ["eta", "osa", "ós", "ot"]],
  ["xarneg", ["et", "ot", "a"]],
  ["sid", ["osa", "osillo", "osete"]],
  ["boller", ["ita", "aza", "ona"]],
  ["charneg", ["uito", "os", "azo"]],
  ["xarneg", ["uet", "ots"]],
  ["pendej", ["ito", "azo", "ete"]],
];

const withEndings = rootsWithEndings.flatMap(([root, endings]) => endings.map((ending) => root + ending));

const leet: Readonly<Record<string, string>> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };

/** "maricón" → "m4r1cón": every letter that has a digit for it written so. */
function inLeetspeak(word: string): string {
  return Array.from(word, (letter) => leet[letter] ?? letter).join("");
}

const leetWords = ["puta", "maricon", "sudaca", "polla", "mierda", "gilipollas", "negrata", "zorra", "follador"];

/**
 * "negrata" → "n3gr 47a": split by a space, every letter in leetspeak but the last, since a number
 * apart is a number ("Pol 14" is no "polla").
 */
function splitInLeetspeak(word: string): string {
  const split = splitBySeparators(word)[0] ?? word;
  return inLeetspeak(split.slice(0, -1)) + split.slice(-1);
}

/** Words in leetspeak, alone, split by a space, and with an ending. */
const leetspeak = [
  ...leetWords.map(inLeetspeak),
  ...leetWords.map(splitInLeetspeak),
  ...["putita", "marikita", "sudakilla", "putona", "maricona"].map(inLeetspeak),
  ...["pvt@", "$udaca", "m@ric0n", "p0ll4", "Ma-r1-kón", "5ud4-k4"],
];

/** Insults cut short, and abbreviations of them. */
const cutShort = [
  ...["hijo de p", "hijodep", "hija de p", "HijoDeP", "hijo d p", "h de p", "hdp", "HDP", "h.d.p.", "hijo de la p"],
  ...["hpta", "fill de p", "filldep", "Fill_de_p", "fdp", "f.d.p", "filla de p", "son of a b", "sonofab", "SOB"],
  ...["s.o.b.", "son of a bi", "mofo", "gtfo"],
];

/** Insults that were missing from the lists, in the three languages. */
const moreInsults = [
  ...["sidoso", "sidosa", "Sidosos", "retrasao", "retrasado", "Retrasada", "subnormal", "mongolo", "mongola"],
  ...["tarado", "lisiado", "tullida", "sidós", "sidosa", "retardat", "retrassat", "tolit", "subnormals"],
  ...["mongòlic", "retard", "retarded", "spastic", "cripple", "mongoloid", "window licker", "nignog", "darky"],
  ...["slanteyes", "muzzie", "gippo", "thot"],
];

/** An insult or a group of people run together with another insult. */
const compounds = [
  ...["moromierda", "MoroMierda", "negromierda", "sudacamierda", "putamierda", "gitanomierda", "putomoro"],
  ...["putonegro", "maricondemierda", "moromerda", "negremerda", "putamerda", "sudacademierda", "Moro_mierda"],
  ...["zorrapendeja", "putacabrona", "gitanadeMierda", "judiomierda"],
];

/** Groups of people and calls to harm them, in each language, in the orders people write them. */
const phraseFamilies: readonly { groups: readonly string[]; patterns: readonly ((group: string) => string)[] }[] = [
  {
    groups: ["moros", "negros", "sudacas", "gitanos", "judíos", "maricones", "gays", "inmigrantes", "rumanos"],
    patterns: [
      (group) => `${group} fuera`,
      (group) => `fuera ${group}`,
      (group) => `Fuera los ${group}`,
      (group) => `muerte a los ${group}`,
      (group) => `${group}fuera`,
      (group) => `mata ${group}`,
      (group) => `${group} a casa`,
      (group) => `odio a los ${group}`,
    ],
  },
  {
    groups: ["moros", "negres", "gitanos", "jueus", "immigrants", "maricons", "sudaques", "xinos"],
    patterns: [
      (group) => `${group} fora`,
      (group) => `fora ${group}`,
      (group) => `Fora els ${group}`,
      (group) => `mort als ${group}`,
      (group) => `${group}Fora`,
      (group) => `${group} a casa`,
    ],
  },
  {
    groups: ["blacks", "jews", "muslims", "gypsies", "immigrants", "gays", "mexicans", "arabs"],
    patterns: [
      (group) => `${group} out`,
      (group) => `${group} go home`,
      (group) => `kill all ${group}`,
      (group) => `death to ${group}`,
      (group) => `${group}out`,
      (group) => `gas the ${group}`,
      (group) => `kill ${group}`,
    ],
  },
];

const phrases = phraseFamilies.flatMap(({ groups, patterns }) =>
  groups.flatMap((group) => patterns.map((pattern) => pattern(group))),
);

/** Every hostile spelling, by family. */
export const hostileSpellings = {
  splitBySeparators: [...splitWords.flatMap(splitBySeparators), ...stretched],
  endings: withEndings,
  leetspeak,
  cutShort,
  moreInsults,
  compounds,
  phrases: [...phrases, "fueralosmoros", "killalljews", "Muerte a los moros", "fuera los moros de aquí"],
} as const;
