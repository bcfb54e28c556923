// Words that a name on the public board of the compression game, or a pupil's nickname in a class,
// may not contain: insults, slurs, sexual words and hate codes, in Spanish, Catalan and English.
// Server-only: app/features/compression-game/names/blocked-entries.server.ts reads it, and nothing that
// runs in the browser may import it (the list must not ship to visitors).
//
// The filter reads two sources:
// - the List of Dirty, Naughty, Obscene and Otherwise Bad Words (the `naughty-words` package), its
//   Spanish and English lists, which others maintain: an entry of one word is matched as `words`, a
//   phrase as `anywhere`; less the entries of `leftOutOfMaintainedLists` below, each with its reason;
// - the lists of this file, kept by hand: Catalan, which has no maintained list, and the Spanish
//   and English words that list lacks (body insults, ableist and regional slurs); and `hateSymbols`,
//   the codes of hate groups documented by the ADL's Hate on Display database.
//
// Write entries as people spell them (accents, double letters): the filter folds each entry as it
// folds a name (lowercase, no accents, look-alike letters read as one, a run of one letter as one,
// except "ll" and "rr", which make another word in Spanish and Catalan: polla/Pola, zorra/Zora,
// perra/Pera). Kinds of entries:
// - `words`: refused when a word of the name is the entry ("puto" refuses "Pepe el puto amo",
//   "puta" does not refuse "Putellas"). The safe default.
// - `stems`: refused when a word of the name starts with the entry ("fuck": fucker, fucking).
//   Only for a stem that starts no real name.
// - `roots` (Spanish and Catalan): refused when a word of the name is the entry followed by one of
//   `rootEndings`, the endings of gender, number, diminutives and augmentatives ("maric": marica,
//   maricón, mariconazo, and "marikita" read with "k" as "c"). Only for a root whose endings make
//   no real name, or whose few are in `namesNearBlockedWords`.
// - `inside`: refused when a word of the name contains the entry ("sudaca": "elsudaca",
//   "XxSudacaxX"). Only for a slur found inside no real name; a word, not the whole name, since
//   two names side by side may hold one ("Mari Concha" holds "maricon").
// - `anywhere`: refused when the name, without spaces and punctuation, contains the entry
//   ("hijoputa": "Hijo de puta", "HijoPuta99"). Only for a long insult found inside no real name.
// - `codes` (hate codes only): refused when the name holds the code as whole words and numbers,
//   every letter kept ("KKK") and digits parted by spaces or punctuation read as one ("14/88").
// - `symbols` (hate codes only): refused when the name holds the characters.
// A name is also read with "k" as "c" and with masking characters as hidden letters ("marikon",
// "p*ta": name-folding.server.ts), so an entry is written once, with the letters of its spelling.
// Words, stems and roots are also matched across the separators that split them ("mari con",
// "su-daca", "hijo de p"): a run of the name's words, from the start of one to the end of another,
// counts as one word, so that two real names side by side are never cut ("Pau Tarrés" is no
// "puta"). Two entries run together in one word count too ("putamierda"; "moromierda", a group
// of people and an insult: content/hateful-phrases.ts), which holds the phrases of harmless words
// that together call for harm to a group. A number apart is a number ("Pol 14" is no "polla"),
// and a letter alone joins only a run of three words ("hijo de p").
// To add a word: put it in the narrowest kind that still catches its usual forms, in its language,
// and add a case to name-filter.server.test.ts: one it refuses and, for a word close to a name, the name.
// Abbreviations of insults (hdp, fdp, hdlgp, ctm, ptm, kys, stfu) are words: initials may spell
// one, and a pupil whose initials do writes a name instead.
// Left out on purpose, because names fold to them: dick (Philip K. Dick), dyke (Dick Van Dyke),
// moron (Morón), hooker (John Lee Hooker), kike (Kike, for Enrique), gook (Gok Wan), coon ("con"),
// fag (Fagg), fatass (Fatás), marieta, moro, verga (Giovanni Verga), cerda (Cerdà), gros (Gros),
// and of the hate codes aryan (Aryan), zog (Zog), pepe (Pepe, for José). Words, not stems, because
// names start with them: wank (Wankel), slut (Slutsky), cock (Cockburn),
// bastard (Bastardas), cabró in Catalan (Cabrol), fuk (Fukuyama), gordo (Gordon). Plain 14, 18
// and 88 are ages and years: only 1488 and the codes with words are refused. Slurs left out as
// names or places: panchito (Panchito, for Francisco), machupichu (Machu Picchu), polaco (Polish),
// gringo (mild, and a surname); "moro" and "negro" only in insulting phrases. No roots for words
// whose endings make names or ordinary words: zorr (Zorro, Zorrilla), gord (Gordillo), poll
// (Pollo, pollito), maquet (maqueta), negr (Negrón, Negrito); "mariquita" is a ladybug and a
// diminutive of María, where "marikita" is only the slur; "mena" is a surname.

export interface BlockedNameList {
  readonly words: readonly string[];
  readonly stems: readonly string[];
  readonly roots: readonly string[];
  readonly inside: readonly string[];
  readonly anywhere: readonly string[];
}

export interface HateCodeList extends BlockedNameList {
  readonly codes: readonly string[];
  readonly symbols: readonly string[];
}

export const blockedNames = {
  es: {
    words: [
      // sexual and general insults
      "puta",
      "putas",
      "puto",
      "putos",
      "putón",
      "putero",
      "putera",
      "putilla",
      "zorra",
      "zorras",
      "perra",
      "perras",
      "guarra",
      "guarras",
      "furcia",
      "ramera",
      "capullo",
      "capullos",
      "polla",
      "pollas",
      "mamón",
      "mamona",
      "mamones",
      "pajero",
      "pajillero",
      "follador",
      "folladora",
      "folladores",
      "fóllame",
      "cornudo",
      "cornuda",
      "bastardo",
      "bastarda",
      "pendejo",
      "pendeja",
      "estúpido",
      "estúpida",
      "mierda",
      "mierdas",
      "asqueroso",
      "asquerosa",
      "asquerosos",
      "asquerosas",
      // abbreviations: hijo de puta, fill de puta, hijo de la gran puta, (la) puta madre, concha tu madre
      "hdp",
      "fdp",
      "hdlgp",
      "ptm",
      "ctm",
      // the same cut short: "hijo de p", "h de p"; "hpta" for hijueputa
      "hijodep",
      "hijadep",
      "hijodp",
      "hijoep",
      "hdep",
      "hijodelap",
      "hpta",
      "malfollado",
      "malfollada",
      "cojones",
      "huevón",
      "huevona",
      "boludo",
      "boluda",
      "pelotudo",
      "pelotuda",
      "culero",
      // sexual words a nickname should not carry
      "pene",
      "penes",
      "chocho",
      "tetas",
      "tetona",
      "tetonas",
      "orgía",
      "puticlub",
      "violador",
      "violadora",
      "pederasta",
      "pedófilo",
      // body-shaming
      "gorda",
      "gordas",
      "gordo",
      "gordos",
      "gordinflón",
      "gordinflona",
      "gordinflas",
      "fofo",
      "fofa",
      "obeso",
      "obesa",
      "vacaburra",
      // ableist, and about an illness
      "retrasado",
      "retrasada",
      "retrasao",
      "retrasaos",
      "retrasá",
      "lisiado",
      "lisiada",
      "tullido",
      "tullida",
      "sidoso",
      "sidosa",
      "sidosos",
      "sidosas",
      "tarado",
      "tarada",
      "anormal",
      "mongolo",
      "mongola",
      "mongol",
      "mongoles",
      "mongolas",
      "mongolos",
      // homophobic and transphobic
      "maricón",
      "maricona",
      "maricones",
      "mariconazo",
      "marica",
      "maricas",
      "mariposón",
      "bujarra",
      "bujarrón",
      "joto",
      "bollera",
      "bolleras",
      "tortillera",
      "marimacho",
      "travelo",
      // racist and against where one comes from
      "negrata",
      "sudaca",
      "sudacas",
      "moraco",
      "moracos",
      "moraca",
      "moracas",
      "maqueto",
      "maquetos",
      "maketo",
      "maketos",
      "chinorri",
      "chinorris",
      "charnego",
      "charnega",
      "catalufo",
      "catalufa",
      "catalufos",
    ],
    stems: ["cabrón", "imbécil", "idiota", "subnormal", "mongólic"],
    roots: [
      ...["put", "maric", "sudac", "sudaqu", "morac", "moraqu", "negrat", "retrasad", "tarad", "capull"],
      ...["bastard", "sidos", "charneg", "charnegu", "cataluf", "boller", "pendej", "cornud", "mongol", "follador"],
    ],
    inside: ["sudaca", "sudaqu", "maricón", "negrat", "mierd", "retrasad", "pederast", "pedófil"],
    anywhere: [
      "hijoputa",
      "hijaputa",
      "hijodeputa",
      "hijadeputa",
      "hijueputa",
      "hijo de la gran puta",
      "hija de la gran puta",
      "malparid",
      "gilipoll",
      "chupapoll",
      "comepoll",
      "soplapoll",
      "comemierda",
      "chupamela",
      "lameculo",
      "mamahuevo",
      "conchatumadre",
      "bola de sebo",
      "cuatro ojos",
      // "moro" and "negro" are surnames and words: only these phrases are refused
      "moro asqueroso",
      "mora asquerosa",
      "moro de mierda",
      "mora de mierda",
      "negro asqueroso",
      "negra asquerosa",
      "negro de mierda",
      "negra de mierda",
    ],
  },
  ca: {
    words: [
      "puta",
      "putes",
      "puto",
      "putos",
      "bagassa",
      "bagasses",
      "meuca",
      "meuques",
      "gossa",
      "gosses",
      "guarra",
      "guarres",
      "cabró",
      "cabrona",
      "cabrons",
      "cabrones",
      "merda",
      "merdes",
      "malfollat",
      "malfollada",
      "collons",
      "fdp", // fill de puta
      // the same cut short: "fill de p", "f de p"
      "filldep",
      "fildep",
      "filladep",
      "fdep",
      // sexual words a nickname should not carry
      "cony",
      "conys",
      "xona",
      "titola",
      "titoles",
      "tetuda",
      "sexe",
      // body-shaming
      "grassa",
      "grasses",
      "grassó",
      "grassona",
      "grossa",
      "grosses",
      // ableist, and about an illness
      "retardat",
      "retardada",
      "retardats",
      "retardades",
      "retrassat",
      "retrassada",
      "tolit",
      "tolita",
      "sidós",
      "sidosa",
      "sidosos",
      "sidoses",
      "mongol",
      "mongola",
      "mongols",
      "mongoles",
      // homophobic
      "maricó",
      "maricons",
      "marica",
      "bollera",
      "bolleres",
      // racist and against where one comes from
      "negrata",
      "sudaca",
      "sudaques",
      "xarnego",
      "xarnega",
      "xarnegos",
    ],
    stems: ["imbècil", "idiota", "subnormal", "mongòlic"],
    roots: ["put", "maric", "sudac", "sudaqu", "merd", "xarneg", "xarnegu", "boller", "retardad", "sidos", "mongol"],
    inside: ["sudaca", "sudaqu", "xarnego"],
    anywhere: [
      "filldeputa",
      "fildeputa",
      "fillaputa",
      "fillputa",
      "filladeputa",
      "malparit",
      "gilipoll",
      "xupapoll",
      "xuclapoll",
      "menjamerda",
      "llepacul",
      "bola de greix",
      "quatre ulls",
      "fill de la gran puta",
      "moro de merda",
      "mora de merda",
      "negre de merda",
      "negra de merda",
    ],
  },
  en: {
    words: [
      "fuk",
      "fuker",
      "fuking",
      "fck",
      "slut",
      "sluts",
      "slutty",
      "twat",
      "twats",
      "wank",
      "wanker",
      "wankers",
      "wanking",
      "prick",
      "pricks",
      "cock",
      "cocks",
      "pussy",
      "pussies",
      "bastard",
      "bastards",
      "jackass",
      "dumbass",
      "bollocks",
      "douchebag",
      "dildo",
      "porn",
      "porno",
      "rapist",
      "cumshot",
      "pervert",
      "perv",
      "paedo",
      // body-shaming
      "fat",
      "fatso",
      "fatty",
      "fatties",
      "lardass",
      // ableist
      "spaz",
      "cripple",
      "mongoloid",
      // homophobic and transphobic
      "faggot",
      "faggots",
      "tranny",
      "trannies",
      "shemale",
      "poofter",
      "lesbo",
      // racist
      "nigger",
      "niggers",
      "nigga",
      "niggas",
      "niggaz",
      "chink",
      "chinks",
      "spic",
      "spics",
      "wetback",
      "wetbacks",
      "beaner",
      "beaners",
      "raghead",
      "towelhead",
      "paki",
      "pakis",
      "gyppo",
      "pikey",
      "wop",
      "wops",
      "dago",
      "dagos",
      "chinky",
      "wog",
      "wogs",
      "golliwog",
      "golliwogs",
      "honky",
      "honkies",
      "redskin",
      "redskins",
      "injun",
      "injuns",
      "zipperhead",
      "polack",
      "polacks",
      "yid",
      "yids",
      // abbreviations: kill yourself, shut the fuck up, get the fuck out, son of a bitch, motherfucker
      "kys",
      "stfu",
      "gtfo",
      "sob",
      "sonofab",
      "sonofabi",
      "sonofabit",
      "mofo",
      "thot",
      // slurs the maintained list lacks
      "nignog",
      "niglet",
      "darky",
      "slanteyes",
      "muzzie",
      "muzzies",
      "gippo",
    ],
    stems: [
      "fuck",
      "phuck",
      "cunt",
      "bitch",
      "whore",
      "skank",
      "asshole",
      "arsehole",
      "dickhead",
      "shithead",
      "retard",
      "spastic",
      "idiot",
      "imbecile",
    ],
    roots: [],
    inside: [],
    anywhere: [
      "motherfuck",
      "window licker",
      "cocksucker",
      "sonofabitch",
      "blowjob",
      "four eyes",
      "kill yourself",
      "porch monkey",
      "camel jockey",
      "sand nigger",
    ],
  },
} as const satisfies Record<"es" | "ca" | "en", BlockedNameList>;

/**
 * The endings a root takes (`roots` above), in Spanish and Catalan: gender and number, the
 * diminutives and augmentatives ("-ito", "-illa", "-et", "-ona", "-azo", "-oso"…), with the
 * spellings of seseo ("-aso") and of one "l" ("-ila"). A "k" for "c" needs no ending of its own:
 * names are also read with "c" for "k" ("sudakilla" as "sudacilla"). Accents are folded away.
 */
export const rootEndings: readonly string[] = [
  ...["o", "a", "os", "as", "e", "es", "on", "ona", "ones", "onas", "ons", "ito", "ita", "itos", "itas"],
  ...["illo", "illa", "illos", "illas", "ilo", "ila", "ico", "ica", "icos", "icas", "ete", "eta", "etes"],
  ...["etas", "et", "ets", "in", "ina", "ins", "inas", "ines", "azo", "aza", "azos", "azas", "aso", "asa"],
  ...["aco", "aca", "acos", "acas", "oso", "osa", "osos", "osas", "oses", "ote", "ota", "otes", "otas"],
  ...["ot", "ots", "ucho", "ucha", "uco", "uca", "assa", "asses", "onazo", "onaza", "oncito", "oncita"],
  ...["oncete", "onet", "oneta"],
];

/**
 * Real names and ordinary words that a root with an ending, an entry inside a run of letters or
 * two entries run together would refuse: they are read as themselves, and refused only when they
 * hold another entry. Folded as names are.
 */
export const namesNearBlockedWords: readonly string[] = [
  "Putin", // Vladimir Putin: a name, not the root "put" with "-in"
  "Bastardas", // Albert Bastardas, a Catalan surname
  "Mariconchi", // María Concepción
];

/**
 * Codes of hate groups that the ADL's Hate on Display database documents, in any language:
 * white-supremacist numbers, acronyms and slogans. Plain 14, 18 and 88 are left out: they are ages
 * and years, and only the whole codes say what they mean.
 */
export const hateSymbols: HateCodeList = {
  words: [
    "nazi",
    "nazis",
    "neonazi",
    "hitler",
    "führer",
    "rahowa", // racial holy war
    "wpww", // white pride world wide
    "hffh", // Hammerskins: Hammerskin forever, forever Hammerskin
    "acab", // all cops are bastards
    "gtkrwn",
    "iotbw", // it's okay to be white
    "kigy", // Klansman, I greet you
    "holohoax",
    "groyper",
    "atomwaffen",
    "totenkopf",
    "sonnenrad",
    "hakenkreuz",
  ],
  stems: ["hammerskin"],
  roots: [],
  inside: [],
  anywhere: [
    "sieg heil",
    "zieg heil",
    "seig heil",
    "heil hitler",
    "white power",
    "white pride",
    "white lives matter",
    "its okay to be white",
    "blood and honour",
    "blood and honor",
    "blood & honour",
    "blood & honor",
    "blood and soil",
    "fourteen words",
    "aryan brotherhood",
    "aryan nation",
    "ku klux klan",
    "gas the jews",
    "schwarze sonne",
    "hail victory",
  ],
  codes: ["1488", "14 words", "combat 18", "kkk"],
  symbols: ["卐", "卍", "࿕", "࿖", "࿗", "࿘", "ϟϟ", "ᛋᛋ"],
};

/**
 * Entries of the maintained Spanish and English lists that the filter leaves out, written as
 * there: real names or ordinary words fold to them, or they are no insult a nickname must avoid.
 */
export const leftOutOfMaintainedLists: readonly string[] = [
  // Spanish given names and surnames
  "concha", // Concha Velasco; also a shell
  "verga", // Giovanni Verga
  "negro", // Spanish for black: "Gato negro"
  "lolita", // Lolita Flores
  // ordinary Spanish words, no insult
  "asesinato", // murder: "Asesinato en el Orient Express"
  "asno", // donkey, Shrek's in Spanish
  "chupetón",
  "drogas",
  "heroína", // also a heroine
  "infierno",
  "maciza", // solid, as wood
  "maldito", // "Maldito lunes"
  "martillo",
  "pinche", // a cook's helper in Spain
  "pis", // a flat in Catalan
  "trio", // a band of three
  // English names, places and surnames
  "dick", // Philip K. Dick, Dick Van Dyke
  "hooker", // John Lee Hooker
  "kike", // Kike, for Enrique
  "fag", // Fagg
  "coon", // folds as "con", a Spanish word
  "coons",
  "quim", // Quim, for Joaquim
  "cumming", // Alan Cumming
  "santorum", // a surname
  "shota", // a Japanese given name
  "guro", // a Norwegian given name; teacher in Tagalog
  "octopussy", // a film
  // words that fold to a short one or to initials: a run of one letter counts as one
  "ass", // as: "El as de picas"
  "butt", // but
  "boob", // Bob
  "boobs", // Bobs
  "poof", // pof
  "poon", // pon
  "bbw", // BW
  "xx", // x, as in "xX_Marc_Xx"
  "xxx",
  "2g1c", // GC
  "s&m", // SM
  "anal", // "Ana1" reads as it
  // ordinary English words
  "tit", // a bird
  "escort",
  "domination", // "World domination"
  "hardcore",
  "hard core",
  "scat", // a way of singing
  "snatch",
  "skeet", // clay shooting
  "spunk", // pluck
  "suck",
  "sucks",
  "juggs", // jugs
  "fingering", // a pianist's
  "shrimping",
  "snowballing",
  "bareback", // riding a horse
  "barenaked",
  "cornhole", // a lawn game
  "twinkie", // a cake
  // English phrases found inside ordinary ones once spaces are gone
  "2 girls 1 cup", // "Girls Cup"
  "g-spot", // "Big Spot"
  "goo girl", // "Go girl"
  "girl on", // "Girl online"
  "girl on top", // the top of the board
  "mr hands", // "Mr Handsome"
  "hot carl", // "Hot Carlos"
  "hot chick", // "Hot chicken"
  "big black", // "Big black cat"
  "jack off", // "Jack of all trades"
  "jelly donut",
  "ball kicking", // football
  "tainted love", // a song
  "taste my",
  "tied up",
  "tight white",
  "tongue in a",
  "wrapping men",
];
