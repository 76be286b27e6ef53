import { BRASS, BRASS_DARK, CREAM, floorShadow, OAK, OAK_DARK, PAPER, type ObjectMotif } from "./shared.ts";

const dots = (x0: number, y0: number, cols: number, rows: number, gap: number, fill: string) =>
  Array.from({ length: cols * rows }, (_, i) => `<circle cx="${x0 + (i % cols) * gap}" cy="${y0 + Math.floor(i / cols) * gap}" r="4" fill="${fill}"/>`).join(
    "",
  );

export const STATIONERY_MOTIFS: Record<string, ObjectMotif> = {
  notebook: (p) => `${floorShadow(p, 230, 790)}
    <rect x="340" y="215" width="380" height="570" rx="16" fill="${PAPER}"/>
    <rect x="320" y="200" width="380" height="570" rx="16" fill="${p.main}"/>
    <rect x="320" y="200" width="46" height="570" rx="16" fill="${p.dark}"/>
    <rect x="640" y="200" width="14" height="570" fill="${p.dark}"/>
    <rect x="430" y="320" width="170" height="64" rx="6" fill="${p.light}"/>`,
  "dot-notebook": (p) => `${floorShadow(p, 380, 790)}
    <path d="M130 260 L490 250 L500 790 L140 780 Z" fill="${p.main}"/><path d="M510 250 L870 260 L860 780 L500 790 Z" fill="${p.main}"/>
    <path d="M150 270 L495 262 L500 770 L160 764 Z" fill="${PAPER}"/><path d="M505 262 L850 270 L840 764 L500 770 Z" fill="${PAPER}"/>
    <line x1="500" y1="262" x2="500" y2="770" stroke="#d6cdbd" stroke-width="6"/>
    ${dots(200, 320, 7, 11, 42, "#b7ad9c")}${dots(550, 320, 7, 11, 42, "#b7ad9c")}
    <path d="M700 250 L700 840 L720 820 L740 840 L740 250" fill="${p.dark}"/>`,
  journal: (p) => `${floorShadow(p, 240, 790)}
    <rect x="330" y="215" width="370" height="570" rx="12" fill="${CREAM}"/>
    <rect x="300" y="200" width="380" height="575" rx="12" fill="${p.main}"/>
    ${Array.from({ length: 28 }, (_, i) => `<line x1="300" y1="${210 + i * 20}" x2="680" y2="${210 + i * 20}" stroke="${p.light}" stroke-width="2" opacity="0.35"/>`).join("")}
    <rect x="300" y="200" width="40" height="575" rx="12" fill="${p.dark}"/>
    <rect x="410" y="300" width="180" height="100" rx="6" fill="${PAPER}"/><path d="M440 340 L560 340 M460 365 L540 365" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M560 770 L560 850 L580 830 L600 850 L600 770 Z" fill="#b23a48"/>`,
  planner: (p) => `${floorShadow(p, 380, 780)}
    <rect x="140" y="290" width="720" height="480" rx="10" fill="#ddd4c4"/>
    <rect x="130" y="280" width="720" height="480" rx="10" fill="${PAPER}"/>
    <rect x="130" y="260" width="720" height="50" rx="8" fill="${p.dark}"/>
    <rect x="160" y="340" width="660" height="56" rx="6" fill="${p.main}"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${160 + i * 95}" y="420" width="85" height="310" rx="6" fill="none" stroke="${p.main}" stroke-width="4"/>${[470, 520, 570, 620, 670].map((y) => `<line x1="${172 + i * 95}" y1="${y}" x2="${233 + i * 95}" y2="${y}" stroke="#c9c0b0" stroke-width="3"/>`).join("")}`).join("")}`,
  pen: (p) => `${floorShadow(p, 380, 760)}
    <rect x="200" y="380" width="560" height="360" rx="8" fill="${PAPER}" transform="rotate(-6 480 560)"/>
    <path d="M260 460 L600 425 M265 510 L560 480 M270 560 L640 522" stroke="#c9c0b0" stroke-width="6" stroke-linecap="round"/>
    <g transform="rotate(-30 500 540)">
      <rect x="150" y="505" width="560" height="70" rx="35" fill="${BRASS}"/>
      <path d="M710 505 L820 530 Q840 540 820 550 L710 575 Z" fill="${BRASS}"/>
      <circle cx="830" cy="540" r="7" fill="#2a2a2a"/>
      <rect x="150" y="505" width="560" height="18" rx="9" fill="#f1dc9b" opacity="0.8"/>
      <rect x="150" y="555" width="560" height="20" rx="10" fill="${BRASS_DARK}" opacity="0.55"/>
      <line x1="430" y1="505" x2="430" y2="575" stroke="${BRASS_DARK}" stroke-width="6"/>
      <rect x="190" y="480" width="210" height="24" rx="10" fill="${BRASS_DARK}"/>
    </g>`,
  cards: (p) => `${floorShadow(p, 360, 790)}
    <rect x="150" y="470" width="460" height="310" rx="8" fill="#d8b98d"/>
    <path d="M150 478 L380 640 L610 478" fill="none" stroke="#b89466" stroke-width="8"/>
    <rect x="480" y="250" width="320" height="460" rx="6" fill="#ffffff" transform="rotate(6 640 480)"/>
    <g transform="rotate(6 640 480)">
      <path d="M640 580 L640 350" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/>
      ${[400, 450, 500, 540].map((y, i) => `<ellipse cx="${i % 2 ? 680 : 600}" cy="${y}" rx="40" ry="16" fill="${p.main}" transform="rotate(${i % 2 ? -30 : 30} ${i % 2 ? 680 : 600} ${y})"/>`).join("")}
      <path d="M560 640 L720 640" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    </g>`,
  "pencil-tray": (p) => `${floorShadow(p, 380, 770)}
    <rect x="140" y="480" width="720" height="260" rx="60" fill="${OAK_DARK}"/>
    <rect x="150" y="470" width="700" height="240" rx="55" fill="${OAK}"/>
    <rect x="190" y="505" width="620" height="170" rx="40" fill="#a97d4a"/>
    <path d="M220 560 C380 540 560 580 780 555" stroke="${OAK_DARK}" stroke-width="4" fill="none" opacity="0.4"/>
    <g transform="rotate(-4 500 560)"><rect x="230" y="545" width="470" height="30" fill="${p.main}"/><path d="M700 545 L770 560 L700 575 Z" fill="#e8cfa0"/><path d="M750 555 L770 560 L750 565 Z" fill="#333"/><rect x="210" y="545" width="24" height="30" fill="#e59aa0"/></g>
    <g transform="rotate(3 500 620)"><rect x="260" y="608" width="420" height="30" fill="#2f6f9f"/><path d="M680 608 L750 623 L680 638 Z" fill="#e8cfa0"/><path d="M730 618 L750 623 L730 628 Z" fill="#333"/></g>`,
  watercolour: (p) => {
    const paints = ["#c4643f", "#d4a531", "#e0c341", "#8fa682", "#3f7d4e", "#2f6f9f", "#1f3f6f", "#6d3b63", "#e1a4a8", "#8a5431", "#3b3634", "#b23a48"];
    const pans = paints
      .map((c, i) => `<rect x="${230 + (i % 6) * 92}" y="${470 + Math.floor(i / 6) * 110}" width="76" height="92" rx="8" fill="${c}"/>`)
      .join("");
    return `${floorShadow(p, 380, 790)}
    <rect x="200" y="280" width="600" height="150" rx="16" fill="#d5d8dc"/>
    <rect x="220" y="300" width="560" height="110" rx="10" fill="#f7f7f5"/>
    <rect x="200" y="440" width="600" height="330" rx="16" fill="${p.main}"/>
    <rect x="215" y="455" width="570" height="240" rx="10" fill="#f2f2ef"/>${pans}
    <path d="M720 250 L840 780" stroke="#3b3634" stroke-width="18" stroke-linecap="round"/><path d="M700 180 L724 270" stroke="#1f1f1f" stroke-width="22" stroke-linecap="round"/>`;
  },
  "art-print": (p) => `${floorShadow(p, 420, 800)}
    <rect x="110" y="200" width="780" height="580" fill="#ffffff"/>
    <rect x="170" y="260" width="660" height="420" fill="#eef3f6"/>
    <circle cx="690" cy="350" r="50" fill="${p.light}"/>
    <path d="M170 520 Q240 440 300 470 Q360 400 430 430 Q470 470 520 520 L520 680 L170 680 Z" fill="${p.dark}"/>
    <path d="M170 560 Q300 540 520 560 Q640 575 830 560 L830 680 L170 680 Z" fill="${p.main}" opacity="0.85"/>
    ${[600, 630, 655].map((y) => `<path d="M${200} ${y} Q300 ${y - 12} 400 ${y} T600 ${y} T800 ${y}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7"/>`).join("")}
    <path d="M620 740 L790 740" stroke="#8b8580" stroke-width="4"/>`,
  washi: (p) => {
    const roll = (cx: number, cy: number, colour: string) => `<circle cx="${cx}" cy="${cy}" r="140" fill="${colour}"/>
      ${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<circle cx="${cx + Math.cos((a * Math.PI) / 180) * 110}" cy="${cy + Math.sin((a * Math.PI) / 180) * 110}" r="12" fill="#ffffff" opacity="0.6"/>`).join("")}
      <circle cx="${cx}" cy="${cy}" r="80" fill="#f6f1e7"/><circle cx="${cx}" cy="${cy}" r="68" fill="${p.backdrop}"/>`;
    return `${floorShadow(p, 380, 800)}
    <path d="M620 730 L880 690 L890 740 L630 780 Z" fill="${p.main}" opacity="0.85"/>
    ${roll(300, 620, p.main)}${roll(560, 650, p.light)}${roll(430, 400, p.dark)}`;
  },
};
