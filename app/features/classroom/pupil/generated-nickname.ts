import { nicknameWords, type NicknameAdjective, type NicknameAnimal } from "@content/nickname-words";
import type { Lang } from "~/i18n-routes";

// A friendly nickname for a pupil who joins a class, offered in the page's language: an animal
// and an adjective that agrees with it ("Tortuga valiente", "Brave otter", "Llúdriga valenta").
// Pure: the caller says whether a name is taken (a class compares names by their keys,
// nickname-key.server.ts, which this module leaves out: its table is for the server only), and may
// give its own source of randomness.

/** Random draws before every combination is tried in turn: enough for a class that is far from full. */
const DRAWS = 8;

function capitalized(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The adjective's form that agrees with the animal. */
function agreeing(adjective: NicknameAdjective, animal: NicknameAnimal): string {
  if (typeof adjective === "string") return adjective;
  return animal.gender === "f" ? adjective[1] : adjective[0];
}

/** The nickname at `index` of the language's combinations, animal by animal within each adjective. */
function nicknameAt(lang: Lang, index: number): string {
  const { animals, adjectives, adjectiveFirst } = nicknameWords[lang];
  const animal = animals[index % animals.length];
  const adjective = adjectives[Math.floor(index / animals.length) % adjectives.length];
  if (!animal || adjective === undefined) return "";
  const words = [animal.name, agreeing(adjective, animal)];
  return capitalized((adjectiveFirst ? words.reverse() : words).join(" "), lang);
}

function combinationCount(lang: Lang): number {
  return nicknameWords[lang].animals.length * nicknameWords[lang].adjectives.length;
}

/** Every nickname the language's words make. */
export function allGeneratedNicknames(lang: Lang): string[] {
  return Array.from({ length: combinationCount(lang) }, (_, index) => nicknameAt(lang, index));
}

/**
 * A nickname that is not taken, or null when every combination is. A few random draws spread
 * the names over the whole list; then each combination in turn from a random one, so that a nearly
 * full list still gives one.
 */
export function generatedNickname(
  lang: Lang,
  taken: (nickname: string) => boolean,
  random: () => number = Math.random,
): string | null {
  const count = combinationCount(lang);
  if (count === 0) return null;
  const draw = () => Math.min(count - 1, Math.max(0, Math.floor(random() * count) || 0));
  for (let attempt = 0; attempt < DRAWS; attempt++) {
    const nickname = nicknameAt(lang, draw());
    if (!taken(nickname)) return nickname;
  }
  const start = draw();
  for (let offset = 0; offset < count; offset++) {
    const nickname = nicknameAt(lang, (start + offset) % count);
    if (!taken(nickname)) return nickname;
  }
  return null;
}
