// A deterministic illustration for an article (no photos, no external URLs): the palette and motif come
// from its category, the scatter of spice dots from its id. Drawn at build time into
// build/client/article-images/{id}.svg (scripts/postbuild.ts), and by the article-image function.
import type { ArticleCategory } from "../../shared/articles/schema.ts";

type ArtInput = { id: string; title: string; category: ArticleCategory };

const PALETTES: Record<ArticleCategory, [bg: string, deep: string, tint: string]> = {
  Food: ["#f59e0b", "#9a3412", "#fde68a"],
  Health: ["#10b981", "#065f46", "#d1fae5"],
  Fitness: ["#3b82f6", "#1e3a8a", "#dbeafe"],
  Sports: ["#ef4444", "#7f1d1d", "#fee2e2"],
  "Global News": ["#8b5cf6", "#4c1d95", "#ede9fe"],
};

// One motif per category, drawn in the middle of a 400x260 canvas.
const MOTIFS: Record<ArticleCategory, (deep: string, tint: string) => string> = {
  // A kadhai with a tempering spoon.
  Food: (d, t) =>
    `<ellipse cx="200" cy="196" rx="120" ry="18" fill="#000" opacity=".15"/><path d="M92 130h216c0 44-48 70-108 70S92 174 92 130z" fill="${d}"/><ellipse cx="200" cy="130" rx="108" ry="20" fill="${t}"/><circle cx="176" cy="126" r="6" fill="${d}"/><circle cx="204" cy="132" r="5" fill="${d}"/><circle cx="226" cy="124" r="4" fill="${d}"/><path d="M300 120l60-46" stroke="${d}" stroke-width="8" stroke-linecap="round"/><path d="M76 124h-20M344 124h-20" stroke="${d}" stroke-width="8" stroke-linecap="round"/>`,
  // A bowl of greens and a leaf.
  Health: (d, t) =>
    `<ellipse cx="200" cy="200" rx="110" ry="16" fill="#000" opacity=".15"/><path d="M96 128h208c0 46-46 74-104 74S96 174 96 128z" fill="#fff"/><circle cx="160" cy="122" r="22" fill="${d}"/><circle cx="204" cy="114" r="26" fill="${t}"/><circle cx="246" cy="124" r="20" fill="${d}" opacity=".8"/><path d="M300 70c30 0 44 20 44 44-30 0-44-20-44-44z" fill="${t}"/>`,
  // A water bottle and a stopwatch.
  Fitness: (d, t) =>
    `<ellipse cx="200" cy="214" rx="110" ry="14" fill="#000" opacity=".15"/><rect x="130" y="80" width="56" height="130" rx="18" fill="${t}"/><rect x="144" y="62" width="28" height="22" rx="6" fill="${d}"/><rect x="130" y="130" width="56" height="40" fill="${d}" opacity=".35"/><circle cx="262" cy="150" r="46" fill="#fff"/><circle cx="262" cy="150" r="38" fill="none" stroke="${d}" stroke-width="6"/><path d="M262 150V124M262 150l18 10" stroke="${d}" stroke-width="6" stroke-linecap="round"/><rect x="254" y="94" width="16" height="12" rx="3" fill="${d}"/>`,
  // A football.
  Sports: (d, t) =>
    `<ellipse cx="200" cy="218" rx="90" ry="14" fill="#000" opacity=".15"/><circle cx="200" cy="132" r="78" fill="#fff"/><path d="M200 100l30 22-12 36h-36l-12-36z" fill="${d}"/><path d="M200 100V62M230 122l34-12M218 158l22 30M182 158l-22 30M170 122l-34-12" stroke="${d}" stroke-width="5"/><circle cx="200" cy="132" r="78" fill="none" stroke="${t}" stroke-width="6"/>`,
  // A globe with a grain stalk.
  "Global News": (d, t) =>
    `<ellipse cx="200" cy="220" rx="90" ry="12" fill="#000" opacity=".15"/><circle cx="200" cy="130" r="80" fill="${t}"/><ellipse cx="200" cy="130" rx="34" ry="80" fill="none" stroke="${d}" stroke-width="5"/><path d="M120 130h160M132 90h136M132 170h136" stroke="${d}" stroke-width="5"/><circle cx="200" cy="130" r="80" fill="none" stroke="${d}" stroke-width="6"/><path d="M320 214V120" stroke="${d}" stroke-width="5"/><ellipse cx="312" cy="134" rx="7" ry="13" fill="${d}"/><ellipse cx="328" cy="152" rx="7" ry="13" fill="${d}"/><ellipse cx="312" cy="170" rx="7" ry="13" fill="${d}"/>`,
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function seedOf(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0 || 1;
}

function random(seed: number) {
  let s = seed;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export function articleArtSvg(a: ArtInput): string {
  const [bg, deep, tint] = PALETTES[a.category];
  const rnd = random(seedOf(a.id));
  let dots = "";
  for (let i = 0; i < 16; i++) {
    const x = Math.round(rnd() * 400);
    const y = Math.round(rnd() * 260);
    const r = 3 + Math.round(rnd() * 8);
    dots += `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint}" opacity="${(0.15 + rnd() * 0.3).toFixed(2)}"/>`;
  }
  const angle = Math.round(rnd() * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" role="img" aria-label="${esc(a.title)}"><title>${esc(a.title)}</title><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="400" height="260" fill="url(#g)"/>${dots}${MOTIFS[a.category](deep, tint)}</svg>`;
}
