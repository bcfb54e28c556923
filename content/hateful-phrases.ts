// Hateful phrases made of words that are harmless alone, for the word filter of every name others
// see (app/features/compression-game/names/hateful-phrases.server.ts): "moros fuera", "fora els
// negres", "kill all jews". Server-only, as content/blocked-names.ts is: nothing that runs in the
// browser may import it.
//
// A name is refused when it holds a word (or words run together) naming a group of people and a
// word calling for them to go, to die or to be hated, in either order, side by side or with only
// fillers between (articles, "all", words of one or two letters: "fuera los moros de aquí", "odio
// a los gitanos"); and when a word, or words run together, is a group and a call side by side
// ("morosfuera", "killalljews"), or a call, a filler of `hatefulPhraseFillers` and a group
// ("fueralosmoros"). A group and a call far apart in a name say nothing ("Javier Moro, fan de
// Kill Bill").
//
// A group alone is no slur: "Moro", "Negro", "Gitano" or "Judío" may be a surname, a nickname or
// who someone is, and are accepted; so are the groups beside any other word ("Gato negro",
// "Gitanos del barrio", "Gays de Lleida"). The slurs for groups are in content/blocked-names.ts.
// Plurals, and the singular of a few in Spanish and Catalan, where "moro fuera" is said; not a
// singular that is also a colour ("Muerte negra" is the Black Death, "black out" an English
// phrase), nor words that are also things ("moras" are blackberries, "chinas" pebbles). No calls
// that are animals or plagues, which a colour turns into an ordinary phrase ("ratas negras").
//
// Write words as people spell them: they are folded as names are (blocked-names.ts).

export interface HatefulPhraseWords {
  /** Words that name a group of people. */
  readonly groups: readonly string[];
  /** Words that call for a group to go, to die or to be hated; several words are read run together. */
  readonly calls: readonly string[];
}

export const hatefulPhraseWords = {
  es: {
    groups: [
      ...["moro", "moros", "negros", "negras", "gitano", "gitana", "gitanos"],
      ...["gitanas", "judío", "judía", "judíos", "judías", "maricones", "maricas", "gays", "gais", "lesbianas"],
      ...["bolleras", "travelos", "trans", "inmigrantes", "emigrantes", "extranjeros", "menas", "chinos"],
      ...["rumanos", "rumanas", "latinos", "sudamericanos", "panchitos", "musulmanes", "árabes", "africanos"],
      ...["marroquíes", "marroquís", "magrebíes", "ecuatorianos", "colombianos", "pakis", "paquis", "negratas"],
      ...["moracos", "sudacas", "charnegos", "catalanes", "españoles", "refugiados", "ilegales"],
    ],
    calls: [
      ...["fuera", "afuera", "a casa", "a su casa", "a su país", "a tu país", "iros", "idos", "vete", "largo"],
      ...["muerte", "muerte a", "mueran", "muera", "mata", "matad", "matar", "maten", "matemos", "quemad", "quemar"],
      ...["quemen", "al horno", "a la hoguera", "exterminio", "exterminar", "exterminad", "gas", "gasear", "heil"],
      ...["odio", "odiamos", "deportad", "deportar", "deportación", "expulsad", "expulsión", "no queremos", "asco"],
      ...["basura", "escoria", "parásitos", "infrahumanos"],
    ],
  },
  ca: {
    groups: [
      ...["moro", "moros", "mores", "negres", "gitano", "gitana", "gitanos", "gitanes"],
      ...["jueu", "jueva", "jueus", "maricons", "marietes", "gais", "lesbianes", "trans", "immigrants"],
      ...["emigrants", "estrangers", "musulmans", "àrabs", "xarnegos", "charnegos", "sudaques", "xinos", "xines"],
      ...["romanesos", "llatins", "africans", "marroquins", "pakistanesos", "catalans", "espanyols"],
      ...["castellans", "refugiats", "il·legals"],
    ],
    calls: [
      ...["fora", "a casa", "a casa vostra", "al vostre país", "marxeu", "aneu-vos-en", "mort", "mort a", "mort als"],
      ...["morin", "mateu", "matar", "matem", "cremeu", "cremar", "al forn", "extermini", "exterminar", "gas"],
      ...["heil", "odi", "odiem", "expulseu", "expulsió", "deporteu", "deportació", "escòria", "escombraries"],
      ...["fàstic", "paràsits", "no volem"],
    ],
  },
  en: {
    groups: [
      ...["blacks", "jews", "muslims", "moslems", "gypsies", "gays", "fags", "homos", "queers", "lesbians"],
      ...["trans", "trannies", "immigrants", "migrants", "refugees", "foreigners", "arabs", "mexicans", "asians"],
      ...["chinese", "pakis", "latinos", "africans", "whites", "indians", "hindus", "romanians", "poles"],
      ...["catalans", "spaniards", "juden"],
    ],
    calls: [
      ...["out", "get out", "go home", "go back", "back to", "send back", "deport", "deportation", "death"],
      ...["death to", "die", "kill", "kill all", "gas", "gas the", "burn", "hang", "lynch", "exterminate", "heil"],
      ...["hate", "ban", "not welcome", "no more", "scum", "trash", "vermin", "plague", "rats", "subhuman", "apes"],
      ...["monkeys", "raus"],
    ],
  },
} as const satisfies Record<"es" | "ca" | "en", HatefulPhraseWords>;

/**
 * Words that may stand between a call and a group run together ("fueralosmoros", "killalljews"):
 * articles and "all". A call written after its group needs none ("morosfuera").
 */
export const hatefulPhraseFillers: readonly string[] = [
  ...["los", "las", "les", "els", "als", "a los", "a las", "todos los", "tots els"],
  ...["the", "all", "all the", "to"],
];

/**
 * Groups that are also colours, and so no group in a phrase ("Muerte negra"), but are one run
 * together with an insult in one word ("negromierda", "putonegro", word-runs.server.ts).
 */
export const groupsAlsoColours: readonly string[] = ["negro", "negra", "negre"];

/**
 * Calls that, run together, end real names before a group: "Matamoros" is a surname and a city.
 * They still count as words of their own ("mata moros").
 */
export const callsOnlyAsWords: readonly string[] = ["mata"];
