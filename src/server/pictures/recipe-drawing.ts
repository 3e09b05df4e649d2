// A catalog recipe's drawing as SVG, from its plan (src/shared/recipes/art.ts chooses the dish, its
// colours, garnish and backdrop from the recipe's data; this draws them): written by the build for every
// catalog recipe and for the home page's fallback recipes (scripts/postbuild.ts), drawn by the
// recipe-image function for a recipe added later, and rendered to PNG link-preview cards
// (scripts/lib/og-images.ts). The browser never draws: pages show the files.
import { ART_FRAMES, type ArtFrame } from "../../shared/site/og-image.ts";
import { artPlan, type ArtInput, type ArtPlan, type Garnish } from "../../shared/recipes/art.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Surface = { cx: number; cy: number; rx: number; ry: number };
type Drawn = { svg: string; surface: Surface | null };

// Steamed and griddled batters keep their own look; the main ingredient only tints them.
const TINTS: Record<string, string> = {
  "#5b3020": "#efe7d6",
  "#3f7d2c": "#dfe8c8",
  "#7cb342": "#e6efcf",
  "#cf3e26": "#f6dccc",
  "#ee8a2a": "#f8e3c4",
  "#eab830": "#f7ecc4",
};
const soft = (f: string) => TINTS[f] ?? "#faf6ec";
const CRISP: Record<string, string> = { "#7cb342": "#a8b85a", "#3f7d2c": "#8f9e4a", "#ee8a2a": "#e59a45", "#cf3e26": "#d98a4a", "#5b3020": "#c7883f" };
const crisp = (f: string) => CRISP[f] ?? "#e2a84a";

const shadow = (cx: number, cy: number, rx: number, ry = 14) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".13"/>`;
const plate = (cx = 200, cy = 168, rx = 150, ry = 44) =>
  `${shadow(cx, cy + 10, rx, ry)}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff"/><ellipse cx="${cx}" cy="${cy - 2}" rx="${rx - 22}" ry="${ry - 10}" fill="#f1efe9"/>`;
const bowl = (v: string, food: string, cx = 200, top = 120, w = 120, depth = 80) =>
  `${shadow(cx, top + depth + 8, w * 0.75)}<path d="M${cx - w} ${top}h${2 * w}c0 ${depth * 0.62}-${w * 0.5} ${depth}-${w} ${depth}s-${w}-${depth * 0.38}-${w}-${depth}z" fill="${v}"/><ellipse cx="${cx}" cy="${top}" rx="${w}" ry="${w * 0.2}" fill="${food}"/><ellipse cx="${cx}" cy="${top}" rx="${w}" ry="${w * 0.2}" fill="none" stroke="${v}" stroke-width="6"/>`;

function drawDish(p: ArtPlan): Drawn {
  const { food: f, accent: a, vessel: v } = p;
  switch (p.archetype) {
    case "curry": // a black iron kadai with two loop handles
      return {
        svg: `${shadow(200, 212, 130)}<path d="M60 118c14-8 24-8 30 0M340 118c-14-8-24-8-30 0" stroke="#27272a" stroke-width="9" fill="none"/><path d="M80 122h240c0 58-54 92-120 92S80 180 80 122z" fill="#3f3f46"/><ellipse cx="200" cy="122" rx="120" ry="26" fill="${f}"/><ellipse cx="200" cy="122" rx="120" ry="26" fill="none" stroke="#27272a" stroke-width="6"/><ellipse cx="178" cy="118" rx="44" ry="10" fill="${a}" opacity=".55"/>`,
        surface: { cx: 200, cy: 121, rx: 95, ry: 18 },
      };
    case "dal": // a katori (small metal bowl) on a steel thali
      return {
        svg: `${plate(200, 178, 160, 46)
          .replace(/#fff/, "#d4d4d8")
          .replace(
            /#f1efe9/,
            "#e4e4e7",
          )}<path d="M120 118h160c0 48-36 70-80 70s-80-22-80-70z" fill="#a1a1aa"/><ellipse cx="200" cy="118" rx="80" ry="18" fill="${f}"/><ellipse cx="200" cy="118" rx="80" ry="18" fill="none" stroke="#d4d4d8" stroke-width="5"/><circle cx="188" cy="114" r="9" fill="${a}" opacity=".6"/>`,
        surface: { cx: 200, cy: 117, rx: 62, ry: 12 },
      };
    case "biryani": // a sealed handi, lid off, rice heaped with saffron streaks
      return {
        svg: `${shadow(200, 222, 110)}<path d="M110 110c-20 30-18 80 20 104h140c38-24 40-74 20-104z" fill="${v === "#f8f6f2" ? "#b8733a" : v}"/><rect x="100" y="100" width="200" height="16" rx="8" fill="#7c4a1e"/><path d="M110 104c20-40 160-40 180 0z" fill="#f7efd9"/><path d="M140 92c10-8 22-6 30 2M200 80c12-4 22 0 30 8M160 100c8-6 18-4 24 2" stroke="${a}" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M120 100c30-20 60-24 80-6" stroke="${f}" stroke-width="7" fill="none" opacity=".8"/>`,
        surface: { cx: 200, cy: 92, rx: 60, ry: 10 },
      };
    case "dosa": // a long golden crepe rolled on a plate, with two chutney cups
      return {
        svg: `${plate(200, 172, 165, 44)}<path d="M58 160c40-34 244-34 284 0c-40 16-244 16-284 0z" fill="${crisp(f)}"/><path d="M70 156c60-18 200-18 260 0" stroke="#b45309" stroke-width="3" fill="none" opacity=".6"/><circle cx="120" cy="196" r="18" fill="#fff"/><circle cx="120" cy="194" r="13" fill="${f}"/><circle cx="280" cy="196" r="18" fill="#fff"/><circle cx="280" cy="194" r="13" fill="${a}"/>`,
        surface: { cx: 200, cy: 150, rx: 110, ry: 6 },
      };
    case "idli": // soft round cakes, three on a plate, a cup of chutney
      return {
        svg: `${plate()}<ellipse cx="140" cy="160" rx="46" ry="22" fill="${soft(f)}" stroke="#0002"/><ellipse cx="206" cy="150" rx="46" ry="22" fill="${soft(f)}" stroke="#0002"/><ellipse cx="262" cy="168" rx="46" ry="22" fill="${soft(f)}" stroke="#0002"/><circle cx="310" cy="140" r="18" fill="${a}"/><circle cx="90" cy="140" r="14" fill="${f}"/>`,
        surface: { cx: 200, cy: 150, rx: 90, ry: 12 },
      };
    case "flatbread": // a stack of breads, the top one folded, with brown spots
      return {
        svg: `${plate()}<ellipse cx="200" cy="168" rx="120" ry="32" fill="#c98a3c"/><ellipse cx="200" cy="160" rx="120" ry="32" fill="#e2b062"/><path d="M80 152c0-20 54-36 120-36s120 16 120 36c-40 12-200 12-240 0z" fill="${f === "#f2e6c9" ? "#edc77c" : f}"/><circle cx="160" cy="140" r="6" fill="#8a5a2b" opacity=".6"/><circle cx="230" cy="134" r="5" fill="#8a5a2b" opacity=".6"/><circle cx="200" cy="150" r="4" fill="#8a5a2b" opacity=".6"/>`,
        surface: { cx: 200, cy: 140, rx: 90, ry: 12 },
      };
    case "samosa": // pastry triangles / half-moons with crimped edges
      return {
        svg: `${plate()}<path d="M100 180l50-84 50 84z" fill="#d9a04e" stroke="#a86b25" stroke-width="4" stroke-linejoin="round"/><path d="M190 182l56-92 56 92z" fill="#e0ac5c" stroke="#a86b25" stroke-width="4" stroke-linejoin="round"/><path d="M214 176l32-54 32 54z" fill="${f}"/><circle cx="318" cy="150" r="20" fill="${a}"/><circle cx="90" cy="150" r="12" fill="${f}"/>`,
        surface: { cx: 200, cy: 196, rx: 120, ry: 6 },
      };
    case "pakora": // a heap of crisp fritters
      return {
        svg: `${plate()}${[
          [150, 160],
          [200, 150],
          [250, 162],
          [176, 132],
          [226, 130],
          [200, 172],
        ]
          .map(
            ([x, y], i) =>
              `<ellipse cx="${x}" cy="${y}" rx="${30 - (i % 2) * 4}" ry="20" fill="${i % 2 ? "#c5782a" : "#d99a3d"}" stroke="#9a5516" stroke-width="3"/>`,
          )
          .join("")}<circle cx="320" cy="150" r="18" fill="${f === "#f2e6c9" ? a : f}"/>`,
        surface: { cx: 200, cy: 140, rx: 60, ry: 14 },
      };
    case "dumplings": // pleated dumplings in a bamboo steamer
      return {
        svg: `${shadow(200, 214, 140)}<ellipse cx="200" cy="176" rx="140" ry="40" fill="#c8a26b"/><ellipse cx="200" cy="168" rx="128" ry="34" fill="#e7cf9f"/>${[
          [140, 160],
          [200, 150],
          [260, 160],
          [170, 180],
          [232, 180],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${x! - 28} ${y}c0-26 56-26 56 0z" fill="${f === "#f2e6c9" ? "#faf5ea" : "#f8efe0"}" stroke="#d6c4a4" stroke-width="3"/><path d="M${x! - 10} ${y! - 16}l4 8M${x} ${y! - 19}v9M${x! + 10} ${y! - 16}l-4 8" stroke="#d6c4a4" stroke-width="2"/>`,
          )
          .join("")}<circle cx="330" cy="130" r="16" fill="${a}"/>`,
        surface: { cx: 200, cy: 160, rx: 70, ry: 18 },
      };
    case "noodles": // a deep bowl of noodles with chopsticks
      return {
        svg: `${bowl(v, f === "#f2e6c9" ? "#f0d48a" : f, 200, 118, 124, 86)}<path d="M110 116c20-14 40 10 60-4s40 10 60-4 40 10 60-4" stroke="#fbe3a0" stroke-width="6" fill="none"/><path d="M250 40l60 90M270 36l44 96" stroke="#7c4a1e" stroke-width="6" stroke-linecap="round"/>`,
        surface: { cx: 190, cy: 118, rx: 90, ry: 14 },
      };
    case "pasta": // a swirl of pasta on a wide plate
      return {
        svg: `${plate(200, 168, 160, 46)}<ellipse cx="200" cy="156" rx="90" ry="30" fill="#efcf7f"/><path d="M130 156c20-26 120-26 140 0M145 162c18-18 92-18 110 0M160 150c20-10 60-10 80 0" stroke="#d9ae4f" stroke-width="5" fill="none"/><ellipse cx="200" cy="146" rx="52" ry="14" fill="${f === "#f2e6c9" ? a : f}" opacity=".9"/>`,
        surface: { cx: 200, cy: 146, rx: 60, ry: 12 },
      };
    case "pizza": // a round pie on a board, crust rim
      return {
        svg: `${shadow(200, 200, 150, 40)}<rect x="40" y="116" width="320" height="96" rx="48" fill="#b07a45"/><ellipse cx="200" cy="160" rx="140" ry="44" fill="#dca75a"/><ellipse cx="200" cy="158" rx="122" ry="36" fill="${f === "#f2e6c9" ? "#cf3e26" : f}"/><ellipse cx="200" cy="158" rx="100" ry="28" fill="#f6e7b8" opacity=".55"/>`,
        surface: { cx: 200, cy: 156, rx: 100, ry: 26 },
      };
    case "tacos": // folded shells, filling showing
      return {
        svg: `${plate()}${[120, 200, 280].map((x) => `<path d="M${x - 52} 170a52 52 0 0 1 104 0z" fill="#e7b656" stroke="#b7832c" stroke-width="4"/><path d="M${x - 40} 142c20-14 60-14 80 0" stroke="${f}" stroke-width="12" stroke-linecap="round"/><path d="M${x - 34} 132c16-8 52-8 68 0" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`).join("")}`,
        surface: { cx: 200, cy: 128, rx: 110, ry: 6 },
      };
    case "sandwich": // a bun or toast with a filling layer
      return {
        svg: `${plate()}<path d="M110 170h180v-14H110z" fill="#d69a4a"/><rect x="104" y="140" width="192" height="18" rx="9" fill="${f}"/><rect x="110" y="128" width="180" height="14" rx="7" fill="${a}"/><path d="M110 130c0-34 40-52 90-52s90 18 90 52z" fill="#e0a04c"/><circle cx="170" cy="100" r="3" fill="#fff8"/><circle cx="210" cy="92" r="3" fill="#fff8"/><circle cx="240" cy="104" r="3" fill="#fff8"/>`,
        surface: { cx: 200, cy: 100, rx: 50, ry: 10 },
      };
    case "chaat": // a leaf bowl (dona) piled high, drizzled
      return {
        svg: `${shadow(200, 214, 120)}<path d="M80 130l40 80h160l40-80z" fill="#6b8e23"/><path d="M80 130h240" stroke="#4d6b1a" stroke-width="5"/><path d="M96 130c10-50 198-50 208 0z" fill="${f === "#f2e6c9" ? "#e0b060" : f}"/><path d="M120 118c30 10 50-10 80 0s50-10 80 0" stroke="${a}" stroke-width="6" fill="none"/><path d="M130 104c24 6 44-8 70 0s46-8 70 0" stroke="#fff" stroke-width="5" fill="none" opacity=".8"/>`,
        surface: { cx: 200, cy: 112, rx: 80, ry: 12 },
      };
    case "skewers": // skewers across a plate
      return {
        svg: `${plate()}${[140, 180].map((y, k) => `<path d="M70 ${y - 10}l260 ${10 - k * 8}" stroke="#7c5a3a" stroke-width="4"/>${[110, 160, 210, 260].map((x, i) => `<rect x="${x}" y="${y - 28 + (i % 2) * 2}" width="40" height="34" rx="12" fill="${(i + k) % 3 === 2 ? a : f}" stroke="#0002" stroke-width="3"/>`).join("")}`).join("")}`,
        surface: { cx: 200, cy: 150, rx: 110, ry: 6 },
      };
    case "fish": // a whole fish or fillet on an oval platter
      return {
        svg: `${plate(200, 168, 160, 42)}<path d="M90 160c40-40 160-40 200 0c-40 40-160 40-200 0z" fill="${f === "#f2e6c9" ? "#d9c3a0" : f}"/><path d="M290 160l40-26v52z" fill="${f === "#f2e6c9" ? "#c9a878" : f}" stroke="#0002"/><circle cx="116" cy="154" r="5" fill="#1f2937"/><path d="M150 150l16 20M190 146l16 24M230 146l16 24" stroke="${a}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
        surface: { cx: 200, cy: 150, rx: 70, ry: 10 },
      };
    case "roast": // a browned joint on a board with a carving fork
      return {
        svg: `${shadow(200, 206, 150, 24)}<rect x="50" y="168" width="300" height="34" rx="14" fill="#a0703e"/><ellipse cx="200" cy="146" rx="110" ry="48" fill="${f === "#f2e6c9" ? "#b86b36" : f}"/><ellipse cx="186" cy="132" rx="70" ry="22" fill="#fff" opacity=".18"/><path d="M150 120l20 52M200 110l10 60M250 118l-10 54" stroke="#0003" stroke-width="6" stroke-linecap="round"/><ellipse cx="330" cy="158" rx="18" ry="14" fill="${a}"/>`,
        surface: { cx: 200, cy: 126, rx: 70, ry: 12 },
      };
    case "rice": // a dome of rice in a bowl
      return {
        svg: `${bowl(v, f, 200, 130, 112, 76)}<path d="M110 130c10-54 170-54 180 0z" fill="${f}"/><path d="M130 116c4-2 8-2 12 0M170 100c4-2 8-2 12 0M220 104c4-2 8-2 12 0M250 120c4-2 8-2 12 0M190 120c4-2 8-2 12 0" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M150 118c20-14 70-14 100 0" stroke="${a}" stroke-width="6" fill="none" opacity=".6"/>`,
        surface: { cx: 200, cy: 108, rx: 66, ry: 12 },
      };
    case "eggs": // a pan with eggs in a sauce
      return {
        svg: `${shadow(200, 210, 130)}<rect x="300" y="140" width="84" height="14" rx="7" fill="#27272a" transform="rotate(-12 300 147)"/><ellipse cx="190" cy="160" rx="130" ry="46" fill="#3f3f46"/><ellipse cx="190" cy="154" rx="116" ry="38" fill="${f === "#eab830" ? a : f}"/>${[
          [150, 148],
          [226, 144],
          [190, 168],
        ]
          .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="24" ry="14" fill="#fff"/><circle cx="${x}" cy="${y! - 2}" r="8" fill="#f5b60b"/>`)
          .join("")}`,
        surface: { cx: 190, cy: 150, rx: 90, ry: 20 },
      };
    case "cake": // a slice of layered cake
      return {
        svg: `${plate(200, 188, 130, 30)}<path d="M110 180V110l180-30v100z" fill="${f}"/><path d="M110 140l180-30v12l-180 30z" fill="${a}"/><path d="M110 110l180-30 0 14-180 30z" fill="#fff" opacity=".8"/><path d="M110 110l-30 -10 180-30 30 10z" fill="${f}" opacity=".8"/>`,
        surface: { cx: 200, cy: 86, rx: 60, ry: 6 },
      };
    case "cookies": // a scatter of round biscuits or crisps
      return {
        svg: `${plate()}${[
          [140, 160],
          [200, 146],
          [260, 162],
          [180, 178],
          [236, 184],
        ]
          .map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="16" fill="${i % 2 ? f : "#d9a252"}" stroke="#a4682a" stroke-width="3"/>`)
          .join("")}`,
        surface: { cx: 200, cy: 150, rx: 80, ry: 14 },
      };
    case "sweets": // round sweets in paper cups or syrup
      return {
        svg: `${plate()}${[
          [130, 150],
          [200, 140],
          [270, 150],
          [165, 178],
          [235, 178],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${x! - 26} ${y! + 4}l6 16h40l6-16z" fill="#fde68a"/><circle cx="${x}" cy="${y! - 8}" r="22" fill="${f}"/><circle cx="${x! - 7}" cy="${y! - 15}" r="6" fill="#fff" opacity=".35"/>`,
          )
          .join("")}`,
        surface: { cx: 200, cy: 140, rx: 80, ry: 12 },
      };
    case "pudding": // a glass dish of pudding with a layer line
      return {
        svg: `${shadow(200, 214, 90)}<path d="M130 100h140l-16 110h-108z" fill="#fff" opacity=".7"/><path d="M136 130h128l-12 78h-104z" fill="${f}"/><path d="M138 150h124" stroke="${a}" stroke-width="8" opacity=".6"/><ellipse cx="200" cy="130" rx="64" ry="10" fill="${f}"/><ellipse cx="200" cy="100" rx="70" ry="10" fill="none" stroke="#fff" stroke-width="4"/>`,
        surface: { cx: 200, cy: 128, rx: 48, ry: 6 },
      };
    case "pie": // a golden pie in its dish, a slice cut
      return {
        svg: `${shadow(200, 206, 140, 22)}<ellipse cx="200" cy="170" rx="140" ry="40" fill="${v === "#f8f6f2" ? "#d9d3c7" : v}"/><ellipse cx="200" cy="160" rx="126" ry="34" fill="#e3ad5c"/><path d="M200 160l80-30a126 34 0 0 1 40 18z" fill="${f}"/><path d="M120 146l40 20M180 134l40 22M240 138l40 16" stroke="#c88a3a" stroke-width="6" stroke-linecap="round"/>`,
        surface: { cx: 170, cy: 156, rx: 70, ry: 12 },
      };
    case "bread": // a scored loaf
      return {
        svg: `${shadow(200, 204, 130, 20)}<path d="M76 190c0-60 56-100 124-100s124 40 124 100z" fill="${f === "#f2e6c9" ? "#d08c42" : f}"/><path d="M130 126l20 40M190 110l10 56M250 120l-6 46" stroke="#f6dfae" stroke-width="8" stroke-linecap="round"/><path d="M76 190h248" stroke="#9a5a23" stroke-width="6"/>`,
        surface: { cx: 200, cy: 120, rx: 60, ry: 8 },
      };
    case "dip": // a shallow bowl with a swirl, bread or crackers beside
      return {
        svg: `${shadow(200, 204, 130, 20)}<ellipse cx="200" cy="160" rx="120" ry="40" fill="${v}"/><ellipse cx="200" cy="154" rx="100" ry="30" fill="${f}"/><path d="M150 154c20-20 80-20 100 0c-20 12-60 12-80 0" stroke="${a}" stroke-width="6" fill="none" opacity=".7"/><path d="M300 190l60-30 10 20-60 24z" fill="#e3b86a"/>`,
        surface: { cx: 200, cy: 150, rx: 70, ry: 14 },
      };
    case "pancakes": // a stack of pancakes with syrup
      return {
        svg: `${plate()}${[176, 164, 152, 140].map((y) => `<ellipse cx="200" cy="${y}" rx="90" ry="24" fill="#d99a45" stroke="#a8662a" stroke-width="3"/>`).join("")}<ellipse cx="200" cy="136" rx="90" ry="24" fill="${f}"/><path d="M150 136c10 20 20 28 22 40" stroke="${a}" stroke-width="6" fill="none"/>`,
        surface: { cx: 200, cy: 132, rx: 60, ry: 12 },
      };
    case "soup": // a deep soup bowl with a spoon
      return {
        svg: `${bowl(v, f, 200, 124, 124, 84)}<ellipse cx="200" cy="124" rx="92" ry="18" fill="${f}"/><circle cx="170" cy="120" r="8" fill="${a}" opacity=".7"/><circle cx="230" cy="128" r="6" fill="${a}" opacity=".7"/><path d="M300 60l-50 60" stroke="#a1a1aa" stroke-width="8" stroke-linecap="round"/>`,
        surface: { cx: 200, cy: 124, rx: 84, ry: 14 },
      };
    case "stew": // a heavy pot with two handles, chunks in sauce
      return {
        svg: `${shadow(200, 216, 130)}<rect x="70" y="112" width="260" height="14" rx="7" fill="#7f1d1d"/><path d="M84 120h232v60c0 24-20 36-40 36H124c-20 0-40-12-40-36z" fill="#991b1b"/><rect x="48" y="128" width="40" height="12" rx="6" fill="#7f1d1d"/><rect x="312" y="128" width="40" height="12" rx="6" fill="#7f1d1d"/><ellipse cx="200" cy="120" rx="112" ry="20" fill="${f}"/><circle cx="160" cy="118" r="13" fill="${a}"/><circle cx="214" cy="114" r="11" fill="${a}"/><circle cx="250" cy="124" r="10" fill="${a}" opacity=".8"/>`,
        surface: { cx: 200, cy: 118, rx: 90, ry: 14 },
      };
    case "salad": // a wide bowl of leaves and pieces
      return {
        svg: `${bowl(v, "#86c25a", 200, 128, 130, 72)}<circle cx="150" cy="116" r="22" fill="#4d9a2a"/><circle cx="200" cy="106" r="24" fill="#6cb33f"/><circle cx="252" cy="118" r="20" fill="#4d9a2a"/><circle cx="178" cy="124" r="12" fill="${f}"/><circle cx="228" cy="126" r="11" fill="${a}"/>`,
        surface: { cx: 200, cy: 114, rx: 80, ry: 14 },
      };
    case "drink": // a tall glass with a straw
      return {
        svg: `${shadow(200, 220, 60, 10)}<path d="M156 60h88l-12 156h-64z" fill="#fff" opacity=".75"/><path d="M161 96h78l-9 118h-60z" fill="${f}"/><path d="M162 100h76" stroke="${a}" stroke-width="8" opacity=".5"/><rect x="222" y="34" width="8" height="80" rx="4" fill="${a}" transform="rotate(14 226 74)"/>`,
        surface: { cx: 200, cy: 96, rx: 30, ry: 4 },
      };
    case "plate":
    default:
      return {
        svg: `${plate()}<ellipse cx="200" cy="158" rx="90" ry="28" fill="${f}"/><ellipse cx="176" cy="150" rx="36" ry="11" fill="${a}" opacity=".55"/>`,
        surface: { cx: 200, cy: 154, rx: 70, ry: 16 },
      };
  }
}

const GARNISH_DRAW: Record<Garnish, (x: number, y: number) => string> = {
  coriander: (x, y) => `<path d="M${x} ${y}c-6-8 0-14 6-8c6-6 12 0 6 8z" fill="#2f8a2f"/>`,
  mint: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="5" fill="#57c26b" transform="rotate(-30 ${x} ${y})"/>`,
  parsley: (x, y) => `<path d="M${x - 6} ${y}q6-10 12 0q-6 6-12 0z" fill="#4c8f3a"/>`,
  curryLeaves: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="4" fill="#1f5f2a" transform="rotate(20 ${x} ${y})"/>`,
  chilli: (x, y) => `<path d="M${x - 10} ${y}q10-8 20 0" stroke="#c81e1e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  onion: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="none" stroke="#c084fc" stroke-width="3"/>`,
  lemon: (x, y) => `<path d="M${x - 12} ${y}a12 12 0 0 0 24 0z" fill="#facc15" stroke="#ca8a04" stroke-width="2"/>`,
  cream: (x, y) => `<path d="M${x - 14} ${y}c6-6 10 6 16 0s10 6 14 0" stroke="#fffaf0" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  nuts: (x, y) => `<path d="M${x - 6} ${y + 3}q0-10 10-8q-4 2-2 8z" fill="#f0d9a8" stroke="#b08850"/>`,
  pomegranate: (x, y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#be123c"/><circle cx="${x + 7}" cy="${y + 3}" r="3" fill="#be123c"/>`,
  sesame: (x, y) =>
    `<ellipse cx="${x}" cy="${y}" rx="2.5" ry="1.5" fill="#fef9c3"/><ellipse cx="${x + 6}" cy="${y + 2}" rx="2.5" ry="1.5" fill="#fef9c3"/><ellipse cx="${x - 5}" cy="${y + 3}" rx="2.5" ry="1.5" fill="#fef9c3"/>`,
  tomato: (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="#dc2626"/><circle cx="${x}" cy="${y}" r="3" fill="#fca5a5"/>`,
  cheese: (x, y) => `<path d="M${x - 8} ${y}l6-4M${x - 2} ${y + 3}l7-5M${x + 4} ${y - 2}l6-4" stroke="#fde047" stroke-width="3" stroke-linecap="round"/>`,
  egg: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="8" fill="#fff"/><circle cx="${x}" cy="${y}" r="5" fill="#f59e0b"/>`,
  seeds: (x, y) =>
    `<circle cx="${x}" cy="${y}" r="2" fill="#292524"/><circle cx="${x + 5}" cy="${y + 2}" r="2" fill="#292524"/><circle cx="${x - 4}" cy="${y + 3}" r="2" fill="#292524"/>`,
  coconut: (x, y) => `<path d="M${x - 6} ${y}l12-3M${x - 4} ${y + 4}l10-2" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  saffron: (x, y) => `<path d="M${x - 5} ${y}l4-6M${x + 2} ${y + 1}l3-7" stroke="#ea580c" stroke-width="2" stroke-linecap="round"/>`,
  berries: (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#9f1239"/><circle cx="${x + 8}" cy="${y + 2}" r="4" fill="#1e3a8a"/>`,
};

// Garnish layouts: points on the food's surface, as fractions of its half-axes.
const LAYOUTS: [number, number][][] = [
  [
    [-0.6, -0.2],
    [-0.1, 0.3],
    [0.5, -0.3],
    [0.2, 0.5],
    [-0.4, 0.5],
    [0.7, 0.2],
  ],
  [
    [-0.5, 0.3],
    [0, -0.3],
    [0.55, 0.25],
    [-0.2, -0.5],
    [0.3, 0.6],
    [-0.75, -0.1],
  ],
  [
    [-0.3, 0],
    [0.3, 0],
    [0, 0.5],
    [0.65, -0.35],
    [-0.65, 0.35],
    [0, -0.55],
  ],
];

// The drawing's own canvas; a frame (ART_FRAMES, src/shared/site/og-image.ts) grows it around the dish, never
// cropping it: the backdrop and the table's edge fill the added space.
const ART_W = 400;
const ART_H = 260;

/** The viewBox (x, y, width, height) that shows the 400x260 drawing whole in a frame's aspect ratio. */
function frameBox(frame: ArtFrame): [number, number, number, number] {
  const [w, h] = ART_FRAMES[frame];
  const ratio = w / h;
  if (ratio < ART_W / ART_H) {
    const height = Math.round(ART_W / ratio);
    return [0, -Math.round((height - ART_H) / 2), ART_W, height];
  }
  const width = Math.round(ART_H * ratio);
  return [-Math.round((width - ART_W) / 2), 0, width, ART_H];
}

export function recipeArtSvg(r: ArtInput, variant = 0, frame?: ArtFrame): string {
  const plan = artPlan(r, variant);
  const { svg, surface } = drawDish(plan);
  let garnish = "";
  if (surface && plan.garnish.length) {
    const layout = LAYOUTS[variant % LAYOUTS.length]!;
    layout.forEach(([fx, fy], i) => {
      const g = plan.garnish[i % plan.garnish.length]!;
      garnish += GARNISH_DRAW[g](Math.round(surface.cx + fx * surface.rx), Math.round(surface.cy + fy * surface.ry));
    });
  }
  const title = esc(r.title);
  if (!frame)
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" role="img" aria-label="${title}"><title>${title}</title><rect width="400" height="260" fill="${plan.backdrop}"/><path d="M0 200h400v60H0z" fill="#fff" opacity=".35"/>${svg}${garnish}</svg>`;
  const [x, y, w, h] = frameBox(frame);
  const [width, height] = ART_FRAMES[frame];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}" role="img" aria-label="${title}"><title>${title}</title><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${plan.backdrop}"/><path d="M${x} 200h${w}v${y + h - 200}H${x}z" fill="#fff" opacity=".35"/>${svg}${garnish}</svg>`;
}
