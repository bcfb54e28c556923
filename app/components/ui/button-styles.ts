// The site's button looks, shared by links that look like buttons and by real buttons.

export type ButtonVariant = "primary" | "light" | "outline" | "danger" | "danger-outline";
export type ButtonSize = "md" | "sm";

// Every variant has a border: a transparent one where the fill draws the button, so that in
// forced-colours mode (Windows high contrast), which drops fills and paints borders in the system's
// colour, every button keeps its edge.
const base = "inline-block rounded-full border-2 font-bold tracking-wide";

const variants: Record<ButtonVariant, string> = {
  primary: "border-transparent bg-indigo-700 text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70",
  light: "border-transparent bg-white text-indigo-900 hover:bg-indigo-100",
  outline: "border-indigo-700 text-indigo-800 hover:bg-indigo-50",
  // What cannot be undone (deleting a class, removing a pupil) looks so, and stands apart.
  danger: "border-transparent bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border-red-700 text-red-800 hover:bg-red-50",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-[1.375rem] py-2.5",
  sm: "px-3.5 py-1.5 text-sm",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
