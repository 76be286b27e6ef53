import { BRASS, BRASS_DARK, floorShadow, JUTE, pot, SOIL, type ObjectMotif } from "./shared.ts";

/** A terracotta-coloured pot for plants sold without a colour of their own. */
const plainPot = (p: Parameters<ObjectMotif>[0], cx: number, bottom: number, width: number, height: number) =>
  pot({ ...p, main: "#c4643f", dark: "#8f4328", light: "#e8a07f" }, cx, bottom, width, height);

const heartLeaf = (x: number, y: number, angle: number, size: number, fill: string, vein: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})"><path d="M0 0 C-60 -30 -70 -110 0 -150 C70 -110 60 -30 0 0 Z" fill="${fill}"/><path d="M0 -10 L0 -135" stroke="${vein}" stroke-width="4"/></g>`;

export const PLANT_MOTIFS: Record<string, ObjectMotif> = {
  leaf: (p) => {
    const leaves = [-52, -26, 0, 26, 52]
      .map((angle, i) => `<ellipse cx="500" cy="360" rx="58" ry="180" transform="rotate(${angle} 500 560)" fill="${i % 2 ? p.leafDark : p.leaf}"/>`)
      .join("");
    return `${floorShadow(p, 190)}${leaves}
    <path d="M360 570 L640 570 L610 800 L390 800 Z" fill="${p.main}"/>
    <rect x="345" y="550" width="310" height="50" rx="10" fill="${p.dark}"/>`;
  },
  monstera: (p) => {
    const leaf = (x: number, y: number, angle: number, size: number, fill: string) => {
      const cuts = [-60, -30, 0, 30, 60]
        .map(
          (a) =>
            `<path d="M0 -120 L${Math.sin((a * Math.PI) / 180) * 200} ${-120 - Math.cos((a * Math.PI) / 180) * 200}" stroke="${p.backgroundTop}" stroke-width="14" transform="translate(${a > 0 ? 40 : a < 0 ? -40 : 0} 0)"/>`,
        )
        .join("");
      return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})"><path d="M0 0 C-190 -20 -230 -230 -60 -250 Q0 -256 0 -220 Q0 -256 60 -250 C230 -230 190 -20 0 0 Z" fill="${fill}"/>${cuts}<path d="M0 -10 L0 -215" stroke="${p.leafDark}" stroke-width="8"/><circle cx="-70" cy="-110" r="16" fill="${p.backgroundTop}"/><circle cx="70" cy="-120" r="14" fill="${p.backgroundTop}"/></g>`;
    };
    return `${floorShadow(p, 200)}
    <path d="M500 600 Q460 470 330 420 M500 600 Q540 450 680 410 M500 600 Q500 400 500 300" fill="none" stroke="${p.leafDark}" stroke-width="12"/>
    ${leaf(330, 480, -45, 0.9, p.leaf)}${leaf(680, 470, 40, 0.85, p.leafDark)}${leaf(500, 360, 0, 0.8, p.leaf)}
    ${plainPot(p, 500, 800, 300, 230)}`;
  },
  "snake-plant": (p) => {
    const blade = (x: number, lean: number, height: number, fill: string) =>
      `<path d="M${x - 34} 600 Q${x - 40 + lean} ${600 - height * 0.6} ${x + lean} ${600 - height} Q${x + 40 + lean} ${600 - height * 0.6} ${x + 34} 600 Z" fill="${fill}" stroke="#c9c45a" stroke-width="10"/>
       <path d="M${x - 14} 580 Q${x + lean * 0.5} ${600 - height * 0.5} ${x + lean * 0.8} ${620 - height}" stroke="#8fb069" stroke-width="8" fill="none" stroke-dasharray="18 22" opacity="0.7"/>`;
    return `${floorShadow(p, 190)}${blade(420, -60, 360, p.leaf)}${blade(580, 60, 330, p.leaf)}${blade(500, 0, 470, p.leafDark)}${blade(460, -20, 280, p.leafDark)}${blade(540, 24, 300, p.leaf)}
    ${plainPot(p, 500, 800, 280, 230)}`;
  },
  "olive-tree": (p) => {
    const leaves: string[] = [];
    for (let i = 0; i < 60; i++) {
      const a = (i * 137.5 * Math.PI) / 180;
      const r = 40 + ((i * 53) % 200);
      const x = 500 + Math.cos(a) * r * 1.1;
      const y = 300 + Math.sin(a) * r * 0.62;
      leaves.push(
        `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="34" ry="10" transform="rotate(${(i * 47) % 180} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${i % 3 ? "#8fa682" : "#6c8a63"}"/>`,
      );
    }
    return `${floorShadow(p, 170)}
    <path d="M490 640 C470 520 540 470 500 380 M500 460 C540 420 600 400 620 330 M495 420 C450 380 400 370 380 320" fill="none" stroke="#6e5a45" stroke-width="22" stroke-linecap="round"/>
    ${leaves.join("")}${plainPot(p, 500, 800, 250, 190)}`;
  },
  pot: (p) => `${floorShadow(p, 250, 805)}
    <ellipse cx="500" cy="775" rx="230" ry="34" fill="${p.dark}"/>
    ${pot(p, 500, 770, 420, 420)}
    <ellipse cx="500" cy="365" rx="200" ry="26" fill="${SOIL}"/>`,
  "hanging-planter": (p) => {
    const trail = [330, 370, 410, 600, 640, 670]
      .map(
        (x, i) =>
          `<path d="M${x} 560 Q${x + (i % 2 ? 20 : -20)} 680 ${x} ${740 + (i % 3) * 40}" stroke="${p.leafDark}" stroke-width="6" fill="none"/>${heartLeaf(x, 640 + (i % 3) * 30, 180 + (i % 2 ? 20 : -20), 0.35, p.leaf, p.leafDark)}${heartLeaf(x, 760 + (i % 3) * 40, 180, 0.3, p.leafDark, p.leaf)}`,
      )
      .join("");
    return `<path d="M500 100 L300 520 M500 100 L700 520 M500 100 L500 520" stroke="${JUTE}" stroke-width="8" fill="none"/>
    <circle cx="500" cy="95" r="22" fill="none" stroke="${BRASS}" stroke-width="10"/>
    ${heartLeaf(440, 470, -30, 0.6, p.leaf, p.leafDark)}${heartLeaf(560, 470, 30, 0.6, p.leafDark, p.leaf)}${heartLeaf(500, 460, 0, 0.7, p.leaf, p.leafDark)}
    <path d="M280 480 Q290 640 500 650 Q710 640 720 480 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="480" rx="220" ry="34" fill="${p.dark}"/>${trail}`;
  },
  mister: (p) => `${floorShadow(p, 180)}
    <circle cx="500" cy="640" r="160" fill="${BRASS}"/>
    <circle cx="450" cy="590" r="50" fill="#f1dc9b" opacity="0.6"/>
    <rect x="455" y="380" width="90" height="140" fill="${BRASS}"/>
    <rect x="440" y="350" width="120" height="50" rx="10" fill="${BRASS_DARK}"/>
    <rect x="480" y="280" width="40" height="80" fill="${BRASS_DARK}"/>
    <path d="M470 270 L600 270 L600 300 L470 300 Z" fill="${BRASS}"/>
    ${[
      [660, 250],
      [700, 280],
      [690, 230],
      [740, 260],
      [730, 300],
      [780, 240],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#8fc3e0" opacity="0.8"/>`)
      .join("")}
    <path d="M420 570 Q460 780 500 790" stroke="${BRASS_DARK}" stroke-width="6" fill="none" opacity="0.3"/>`,
  "herb-kit": (p) => {
    const seedling = (cx: number, fill: string) =>
      `${heartLeaf(cx - 30, 470, -50, 0.5, fill, p.leafDark)}${heartLeaf(cx + 30, 470, 50, 0.5, fill, p.leafDark)}${heartLeaf(cx, 460, 0, 0.6, fill, p.leafDark)}<path d="M${cx} 470 L${cx} 540" stroke="${p.leafDark}" stroke-width="8"/>`;
    return `${floorShadow(p, 380, 805)}
    ${seedling(300, p.leaf)}${seedling(500, "#6aa35c")}${seedling(700, p.leaf)}
    ${plainPot(p, 300, 660, 160, 130)}${plainPot(p, 500, 660, 160, 130)}${plainPot(p, 700, 660, 160, 130)}
    <path d="M140 600 L860 600 L840 800 L160 800 Z" fill="#c9a77a"/>
    <rect x="360" y="650" width="280" height="100" rx="8" fill="#f6f1e7"/>
    <path d="M400 690 L600 690 M430 720 L570 720" stroke="${p.leafDark}" stroke-width="10" stroke-linecap="round"/>`;
  },
  pothos: (p) => {
    const vine = (x: number, dir: number) => `<path d="M${x} 560 Q${x + dir * 90} 640 ${x + dir * 60} 820" stroke="${p.leafDark}" stroke-width="6" fill="none"/>
      ${[620, 700, 790].map((y, i) => heartLeaf(x + dir * (55 + i * 8), y, 180 + dir * (i % 2 ? 35 : -35), 0.6, i % 2 ? "#9bb850" : p.leaf, "#e5d36a")).join("")}`;
    return `${floorShadow(p, 170, 728)}
    ${heartLeaf(430, 470, -40, 0.8, p.leaf, "#e5d36a")}${heartLeaf(570, 470, 40, 0.8, "#9bb850", "#e5d36a")}${heartLeaf(500, 460, 0, 0.9, p.leaf, "#e5d36a")}
    ${plainPot(p, 500, 720, 300, 200)}${vine(360, -1)}${vine(640, 1)}`;
  },
};
