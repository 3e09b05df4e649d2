// A deterministic illustration for a recipe without a photo: the palette comes from its cuisine,
// the dish drawn from its dish type, the garnish pattern from its id. About 1.5 KB of SVG.

type ArtInput = { id: number; title: string; cuisines: string[]; dishTypes: string[] };

const PALETTES: Record<string, [string, string, string]> = {
  indian: ["#f59e0b", "#b45309", "#fde68a"],
  italian: ["#16a34a", "#b91c1c", "#fef3c7"],
  french: ["#1d4ed8", "#be123c", "#e0e7ff"],
  chinese: ["#dc2626", "#a16207", "#fee2e2"],
  japanese: ["#e11d48", "#334155", "#ffe4e6"],
  thai: ["#65a30d", "#c2410c", "#ecfccb"],
  mexican: ["#ea580c", "#15803d", "#ffedd5"],
  mediterranean: ["#0891b2", "#ca8a04", "#cffafe"],
  "middle eastern": ["#b45309", "#0f766e", "#fef3c7"],
  african: ["#c2410c", "#4d7c0f", "#ffedd5"],
};
const DEFAULT_PALETTE: [string, string, string] = ["#0d9488", "#9a3412", "#ccfbf1"];

function paletteFor(cuisines: string[]): [string, string, string] {
  for (const c of cuisines) {
    const p = PALETTES[c.toLowerCase()];
    if (p) return p;
  }
  return DEFAULT_PALETTE;
}

type Shape = "bowl" | "plate" | "glass" | "cake" | "bread" | "salad";
function shapeFor(dishTypes: string[]): Shape {
  const t = new Set(dishTypes);
  if (t.has("beverage") || t.has("drink")) return "glass";
  if (t.has("dessert")) return "cake";
  if (t.has("bread")) return "bread";
  if (t.has("salad")) return "salad";
  if (t.has("soup") || t.has("condiment") || t.has("sauce") || t.has("dip")) return "bowl";
  return "plate";
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const DRAWINGS: Record<Shape, (food: string, accent: string) => string> = {
  bowl: (f, a) =>
    `<ellipse cx="200" cy="168" rx="112" ry="22" fill="#000" opacity=".12"/><path d="M88 130h224c0 50-50 86-112 86S88 180 88 130z" fill="#fff"/><ellipse cx="200" cy="130" rx="112" ry="24" fill="${f}"/><ellipse cx="200" cy="126" rx="80" ry="12" fill="${a}" opacity=".35"/>`,
  plate: (f, a) =>
    `<ellipse cx="200" cy="160" rx="130" ry="40" fill="#000" opacity=".12"/><ellipse cx="200" cy="150" rx="130" ry="40" fill="#fff"/><ellipse cx="200" cy="146" rx="96" ry="26" fill="${f}"/><ellipse cx="176" cy="140" rx="34" ry="10" fill="${a}" opacity=".45"/>`,
  glass: (f, a) =>
    `<ellipse cx="200" cy="214" rx="50" ry="9" fill="#000" opacity=".12"/><path d="M160 70h80l-10 140h-60z" fill="#fff" opacity=".9"/><path d="M165 110h70l-7 98h-56z" fill="${f}"/><rect x="214" y="52" width="8" height="70" rx="4" fill="${a}" transform="rotate(14 218 87)"/>`,
  cake: (f, a) =>
    `<ellipse cx="200" cy="196" rx="110" ry="22" fill="#000" opacity=".12"/><ellipse cx="200" cy="188" rx="110" ry="22" fill="#fff"/><path d="M130 180V120l140-30v90z" fill="${f}"/><path d="M130 120l140-30 0 18-140 30z" fill="${a}"/><circle cx="240" cy="92" r="9" fill="#dc2626"/>`,
  bread: (f, a) =>
    `<ellipse cx="200" cy="190" rx="120" ry="20" fill="#000" opacity=".12"/><path d="M96 170c0-50 48-80 104-80s104 30 104 80z" fill="${f}"/><path d="M140 120l16 40M190 108l10 52M240 116l-6 46" stroke="${a}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
  salad: (f, a) =>
    `<ellipse cx="200" cy="170" rx="120" ry="24" fill="#000" opacity=".12"/><path d="M84 134h232c0 46-52 80-116 80s-116-34-116-80z" fill="#fff"/><circle cx="160" cy="128" r="24" fill="#16a34a"/><circle cx="206" cy="120" r="26" fill="#22c55e"/><circle cx="250" cy="130" r="20" fill="${f}"/><circle cx="186" cy="136" r="10" fill="${a}"/>`,
};

export function recipeArtSvg(r: ArtInput): string {
  const [bg, food, tint] = paletteFor(r.cuisines);
  const shape = shapeFor(r.dishTypes);
  const rnd = random(r.id * 2654435761);
  let dots = "";
  for (let i = 0; i < 14; i++) {
    const x = Math.round(rnd() * 400);
    const y = Math.round(rnd() * 260);
    const s = 3 + Math.round(rnd() * 7);
    dots += `<circle cx="${x}" cy="${y}" r="${s}" fill="${tint}" opacity="${(0.15 + rnd() * 0.25).toFixed(2)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" role="img" aria-label="${esc(r.title)}"><title>${esc(r.title)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${food}"/></linearGradient></defs><rect width="400" height="260" fill="url(#g)"/>${dots}${DRAWINGS[shape](food, tint)}</svg>`;
}
