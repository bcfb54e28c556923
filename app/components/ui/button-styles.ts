// The site's button looks, shared by links that look like buttons and by real buttons.

export type ButtonVariant = "primary" | "light" | "outline";
export type ButtonSize = "md" | "sm";

const base = "inline-block rounded-full font-bold tracking-wide";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70",
  light: "bg-white text-indigo-900 hover:bg-indigo-100",
  outline: "border-2 border-indigo-700 text-indigo-800 hover:bg-indigo-50",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-6 py-3",
  sm: "px-4 py-2 text-sm",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
