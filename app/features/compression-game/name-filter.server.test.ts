import { blockedNames } from "@content/blocked-names";
import { describe, expect, it } from "vitest";
import { foldEntry, foldedReadings, isBlockedName } from "./name-filter.server";

/** Names the leaderboard refuses: each kind of entry, in the three languages, disguised in the usual ways. */
const refused = [
  // Spanish, whole words
  "puta",
  "PUTA",
  "puuuuta",
  "Pepe el puto amo",
  "p u t a",
  "P.U.T.A.",
  "pu7a",
  "Put4!",
  "Puta69",
  "xX_puta_Xx",
  "ｐｕｔａ",
  "Zorrrra",
  "Eres un cabrón",
  "CABRONAZO",
  "Capullo",
  "La polla",
  "Pollla",
  "F0llador",
  "Mamón",
  "Maricón",
  "m4r1c0n",
  "Bollera",
  "Sudaca",
  "Negrata",
  "Subnormal",
  "Subnormales",
  "Mongólico",
  "Retrasado",
  "imbéciles",
  // Spanish, anywhere
  "hijo de puta",
  "HijoDePuta99",
  "h1j0 d3 put4",
  "Hijoputa",
  "gilipollas",
  "Gili Pollas",
  "Pedro el gilipollas",
  "Malparido",
  "chupapollas",
  "Comemierda",
  // Catalan
  "Putes",
  "Fill de puta",
  "fill.de.puta",
  "Fil de puta",
  "Malparit",
  "Gilipolles",
  "Cabrons",
  "Imbècil",
  "Idiotes",
  "Gossa",
  "Bagassa",
  "Maricó",
  "Mongòlica",
  "Retardat",
  "Menjamerda",
  "Xupapolles",
  "Merda",
  // English
  "fuck",
  "Fuuuuck",
  "f.u.c.k",
  "F U C K E R",
  "Fucking legend",
  "Fck u",
  "Motherfucker",
  "MoTheR FuCkEr",
  "B1tch",
  "bitches",
  "$lut",
  "Cunt",
  "Wanker",
  "Twat",
  "Asshole",
  "Dickhead",
  "Shithead",
  "Son of a bitch",
  "Cocksucker",
  "Pussy",
  "Bastard",
  "Retarded",
  "Spaz",
  "Faggot",
  "Tranny",
  "n1gg3r",
  "Niggaz",
  "Wetback",
  "Chink",
  "Paki",
  "Hitler",
  "Sieg Heil",
];

/** Names of real people from Spain, Catalonia and English-speaking countries, and ordinary nicknames. */
const accepted = [
  // Catalan
  "Mercè Rodoreda",
  "Pau Casals",
  "Alexia Putellas",
  "Albert Bastardas",
  "Joan Miró",
  "Salvador Dalí",
  "Antoni Gaudí",
  "Montserrat Caballé",
  "Lluís Llach",
  "Maria del Mar Bonet",
  "Núria Espert",
  "Pep Guardiola",
  "Aitana Bonmatí",
  "Carles Puyol",
  "Ramon Llull",
  "Marcel·lí Domingo",
  "Joan Pera",
  "Quim Monzó",
  "Isabel Coixet",
  "Ferran Adrià",
  "Carme Ruscalleda",
  "Jaume Cabré",
  "Joan Manuel Serrat",
  "Ona Carbonell",
  "Rosa Maria Sardà",
  "Àngel Guimerà",
  "Pompeu Fabra",
  "M. Àngels Anglada",
  "Marieta",
  // Spanish
  "Rosalía",
  "José Zorrilla",
  "Federico García Lorca",
  "Penélope Cruz",
  "Pedro Almodóvar",
  "Rafa Nadal",
  "Carolina Marín",
  "Concha Velasco",
  "Paco de Lucía",
  "Camilo José Cela",
  "Lola Flores",
  "Rocío Jurado",
  "Sebastián Yatra",
  "Miguel Cabrera",
  "Javier Moro",
  "Analía Gadé",
  "Kike Sarasola",
  "Guillermo Fatás",
  "Pola Oloixarac",
  "Ramón y Cajal",
  "Mª José",
  "Maricarmen",
  "Mariconchi",
  "Gloria Fuertes",
  "Clara Campoamor",
  // English-speaking countries
  "Philip K. Dick",
  "Charles Dickens",
  "Jackson Pollock",
  "Dick Van Dyke",
  "Zora Neale Hurston",
  "Anaïs Nin",
  "Cassandra Clare",
  "Gok Wan",
  "John Lee Hooker",
  "Ken Follett",
  "Alfred Hitchcock",
  "Alexander Cockburn",
  "Emily Dickinson",
  "Nigel Mansell",
  "Sebastian Coe",
  "Danny Shittu",
  "Felix Wankel",
  "Virginia Woolf",
  "Ada Lovelace",
  "Jane Austen",
  "J. K. Rowling",
  "J. R. R. Tolkien",
  "Scunthorpe",
  // nicknames
  "Ana92",
  "Marc_10",
  "Xavi11",
  "Lola5",
  "Pau!",
  "La Jefa",
  "Núria Martí Ferré 😀",
];

describe("isBlockedName", () => {
  it.each(refused)("refuses %j", (name) => {
    expect(isBlockedName(name)).toBe(true);
  });

  it.each(accepted)("accepts %j", (name) => {
    expect(isBlockedName(name)).toBe(false);
  });

  it("refuses none of the accepted names, and every refused one (the tables above, as one check)", () => {
    expect(accepted.filter(isBlockedName)).toEqual([]);
    expect(refused.filter((name) => !isBlockedName(name))).toEqual([]);
  });
});

describe("the folding of a name", () => {
  it("drops case and accents and reads ç, ñ and l·l as plain letters", () => {
    expect(foldedReadings("Mercè Ñúñez Çà")[0]).toEqual(["merce", "nunez", "ca"]);
    expect(foldedReadings("Marcel·lí")[0]).toEqual(["marcelli"]);
  });

  it("counts a run of a letter as one, except ll and rr", () => {
    expect(foldedReadings("Puuuuta Zorrrra Pollla")[0]).toEqual(["puta", "zorra", "polla"]);
    expect(foldedReadings("Pola Zora Pera")[0]).toEqual(["pola", "zora", "pera"]);
  });

  it("reads digits and symbols as the letters they stand for, and also as separators", () => {
    expect(foldedReadings("F0ll4d0r")).toContainEqual(["follador"]);
    expect(foldedReadings("h1j0")).toContainEqual(["hijo"]);
    expect(foldedReadings("po11a")).toContainEqual(["polla"]);
    expect(foldedReadings("Puta69")).toContainEqual(["puta"]);
    expect(foldedReadings("$@nt0$")).toContainEqual(["santos"]);
  });

  it("joins runs of one-letter words and splits on separators", () => {
    expect(foldedReadings("p u t a")[0]).toEqual(["puta"]);
    expect(foldedReadings("f.u.c.k-you")[0]).toEqual(["fuck", "you"]);
    expect(foldedReadings("Philip K. Dick")[0]).toEqual(["philip", "k", "dick"]);
  });
});

describe("the list of blocked names", () => {
  const entries = Object.entries(blockedNames).flatMap(([language, list]) =>
    Object.entries(list).flatMap(([kind, values]) =>
      (values as readonly string[]).map((entry) => ({ language, kind, entry })),
    ),
  );

  it("has entries in the three languages", () => {
    expect(Object.keys(blockedNames).sort()).toEqual(["ca", "en", "es"]);
    for (const list of Object.values(blockedNames)) expect(list.words.length).toBeGreaterThan(10);
  });

  it("holds no entry that would never match: each one, as written and folded, is refused", () => {
    const neverMatched = entries.filter(({ entry }) => !isBlockedName(entry) || !isBlockedName(foldEntry(entry)));
    expect(neverMatched).toEqual([]);
  });

  it("holds whole words and stems of one word each, and no entry that folds to nothing", () => {
    for (const { kind, entry } of entries) {
      expect(foldEntry(entry).length, entry).toBeGreaterThan(kind === "anywhere" ? 5 : 1);
      if (kind !== "anywhere") expect(foldedReadings(entry)[0], entry).toEqual([foldEntry(entry)]);
    }
  });
});
