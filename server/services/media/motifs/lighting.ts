import { BRASS, BRASS_DARK, CREAM, flame, floorShadow, OAK, OAK_DARK, PAPER, type ObjectMotif } from "./shared.ts";

const glow = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff3c4" opacity="0.45"/>`;

const holder = (x: number, height: number, candle: string) => {
  const top = 800 - height;
  return `<ellipse cx="${x}" cy="792" rx="80" ry="16" fill="${BRASS_DARK}"/>
    <rect x="${x - 70}" y="770" width="140" height="24" rx="12" fill="${BRASS}"/>
    <rect x="${x - 22}" y="${top}" width="44" height="${height - 26}" fill="${BRASS}"/>
    <rect x="${x - 14}" y="${top}" width="8" height="${height - 26}" fill="#ffffff" opacity="0.35"/>
    <ellipse cx="${x}" cy="${top}" rx="46" ry="12" fill="${BRASS_DARK}"/>
    <rect x="${x - 20}" y="${top - 230}" width="40" height="230" rx="6" fill="${candle}"/>
    ${flame(x, top - 236, 0.55)}`;
};

export const LIGHTING_MOTIFS: Record<string, ObjectMotif> = {
  "arc-lamp": (p) => `${floorShadow(p, 200, 800, 340)}
    <path d="M610 440 L790 440 L900 800 L500 800 Z" fill="#fff8dc" opacity="0.3"/>
    <rect x="220" y="755" width="240" height="42" rx="20" fill="${OAK}"/>
    <path d="M340 760 C330 360 470 210 700 300" fill="none" stroke="#3b3634" stroke-width="16" stroke-linecap="round"/>
    ${glow(700, 440, 90)}
    <path d="M580 440 A120 120 0 0 1 820 440 Z" fill="${p.main}"/>
    <ellipse cx="700" cy="440" rx="120" ry="14" fill="${p.dark}"/>
    <circle cx="700" cy="448" r="26" fill="#fff3c4"/>`,
  "desk-lamp": (p) => `${floorShadow(p, 190, 800, 380)}
    <path d="M600 470 L700 470 L820 800 L470 800 Z" fill="#fff8dc" opacity="0.3"/>
    <rect x="260" y="750" width="240" height="46" rx="14" fill="${OAK}"/>
    <path d="M380 755 L300 470 L560 330" fill="none" stroke="${OAK_DARK}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="300" cy="470" r="24" fill="${p.dark}"/><circle cx="560" cy="330" r="20" fill="${p.dark}"/>
    <g transform="rotate(28 600 380)"><path d="M540 330 L660 330 L720 470 L480 470 Z" fill="${p.main}"/><ellipse cx="600" cy="470" rx="120" ry="14" fill="${p.dark}"/></g>`,
  pendant: (p) => `${floorShadow(p, 160, 820)}
    <line x1="500" y1="0" x2="500" y2="300" stroke="#3b3634" stroke-width="8"/>
    <rect x="478" y="290" width="44" height="40" rx="6" fill="#3b3634"/>
    ${glow(500, 560, 200)}
    <path d="M440 320 L560 320 L720 600 L280 600 Z" fill="${p.main}"/>
    ${[320, 360, 400, 440, 480, 520, 560, 600, 640, 680].map((x) => `<line x1="${500 + (x - 500) * 0.27}" y1="322" x2="${x}" y2="598" stroke="${p.dark}" stroke-width="5" opacity="0.45"/>`).join("")}
    <ellipse cx="500" cy="600" rx="220" ry="20" fill="${p.dark}"/>
    <path d="M300 600 L200 820 L800 820 L700 600 Z" fill="#fff8dc" opacity="0.25"/>`,
  "wall-light": (p) => `${floorShadow(p, 180, 820)}
    <rect x="200" y="250" width="70" height="240" rx="24" fill="${BRASS}"/>
    <path d="M270 370 L420 370" stroke="${BRASS}" stroke-width="22" stroke-linecap="round"/>
    <rect x="400" y="330" width="60" height="80" rx="10" fill="${BRASS_DARK}"/>
    ${glow(600, 370, 250)}
    <circle cx="600" cy="370" r="170" fill="#fffdf3"/>
    <circle cx="600" cy="370" r="170" fill="none" stroke="${p.light}" stroke-width="8"/>
    <circle cx="550" cy="310" r="50" fill="#ffffff" opacity="0.8"/>`,
  "cordless-lamp": (p) => `${floorShadow(p, 170)}
    ${glow(500, 440, 220)}
    <rect x="488" y="460" width="24" height="320" fill="${p.dark}"/>
    <ellipse cx="500" cy="785" rx="110" ry="22" fill="${p.dark}"/>
    <rect x="390" y="760" width="220" height="26" rx="13" fill="${p.main}"/>
    <path d="M290 470 Q290 260 500 260 Q710 260 710 470 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="470" rx="210" ry="18" fill="${p.dark}"/>
    <path d="M350 420 Q360 320 440 290" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.55"/>
    <circle cx="570" cy="772" r="6" fill="#9be39b"/>`,
  "floor-lantern": (p) => `${floorShadow(p, 200, 810)}
    <path d="M500 470 L380 800 M500 470 L620 800 M500 470 L505 810" stroke="${OAK_DARK}" stroke-width="18" stroke-linecap="round"/>
    ${glow(500, 320, 230)}
    <ellipse cx="500" cy="320" rx="160" ry="180" fill="${PAPER}"/>
    ${[190, 235, 280, 320, 360, 405, 450].map((y) => `<path d="M${500 - Math.sqrt(Math.max(0, 1 - ((y - 320) / 180) ** 2)) * 160} ${y} Q500 ${y + 18} ${500 + Math.sqrt(Math.max(0, 1 - ((y - 320) / 180) ** 2)) * 160} ${y}" fill="none" stroke="#d9cdb3" stroke-width="4"/>`).join("")}
    <rect x="470" y="128" width="60" height="24" rx="6" fill="${p.main}"/><rect x="470" y="490" width="60" height="24" rx="6" fill="${p.main}"/>`,
  tealights: (p) => {
    const one = (x: number, y: number) => `<ellipse cx="${x}" cy="${y + 62}" rx="86" ry="20" fill="#b9bcc0"/>
      <rect x="${x - 86}" y="${y}" width="172" height="62" fill="#d5d8dc"/>
      <ellipse cx="${x}" cy="${y}" rx="86" ry="20" fill="#f3e2a9"/><ellipse cx="${x}" cy="${y}" rx="70" ry="14" fill="#ead28a"/>
      <line x1="${x}" y1="${y}" x2="${x}" y2="${y - 16}" stroke="#3a2a20" stroke-width="5"/>${flame(x, y - 16, 0.55)}`;
    return `${floorShadow(p, 330, 790)}${one(340, 560)}${one(660, 560)}${one(250, 700)}${one(500, 710)}${one(750, 700)}`;
  },
  "jar-candle": (p) => `${floorShadow(p, 200, 795)}
    <rect x="340" y="420" width="320" height="375" rx="40" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="8"/>
    <rect x="352" y="480" width="296" height="300" rx="30" fill="${p.main}"/>
    <rect x="380" y="560" width="240" height="150" rx="8" fill="${CREAM}"/>
    <path d="M420 610 L580 610 M440 650 L560 650" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="500" cy="482" rx="148" ry="20" fill="${p.light}"/>
    <line x1="500" y1="482" x2="500" y2="455" stroke="#3a2a20" stroke-width="6"/>${flame(500, 455, 0.8)}
    <path d="M365 450 L365 760" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  "candle-holders": (p) => `${floorShadow(p, 330, 795)}${holder(300, 180, CREAM)}${holder(500, 280, CREAM)}${holder(700, 130, CREAM)}`,
  tapers: (p) => {
    const taper = (x: number, top: number) => `<rect x="${x - 28}" y="${top}" width="56" height="${720 - top}" rx="10" fill="${p.main}"/>
      ${[-14, 0, 14].map((dx) => `<line x1="${x + dx}" y1="${top + 12}" x2="${x + dx}" y2="710" stroke="${p.dark}" stroke-width="6" opacity="0.45"/>`).join("")}
      <line x1="${x}" y1="${top}" x2="${x}" y2="${top - 20}" stroke="#3a2a20" stroke-width="5"/>${flame(x, top - 20, 0.6)}`;
    return `${floorShadow(p, 260, 800)}${taper(380, 250)}${taper(500, 200)}${taper(620, 270)}
      <rect x="270" y="710" width="460" height="80" rx="20" fill="${BRASS}"/><rect x="270" y="775" width="460" height="20" rx="10" fill="${BRASS_DARK}"/>`;
  },
  "candle-vessel": (p) => `${floorShadow(p, 230, 795)}
    <path d="M290 480 Q295 790 500 795 Q705 790 710 480 Z" fill="${p.main}"/>
    ${[
      [360, 560],
      [450, 640],
      [600, 580],
      [640, 690],
      [400, 730],
      [540, 720],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.dark}" opacity="0.6"/>`)
      .join("")}
    <ellipse cx="500" cy="480" rx="210" ry="40" fill="${p.dark}"/>
    <ellipse cx="500" cy="486" rx="188" ry="30" fill="${CREAM}"/>
    <line x1="500" y1="486" x2="500" y2="456" stroke="#3a2a20" stroke-width="6"/>${flame(500, 456, 0.9)}`,
  lamp: (p) => `${floorShadow(p, 240)}
    <circle cx="500" cy="470" r="300" fill="#fff3c4" opacity="0.45"/>
    <path d="M300 475 L700 475 L790 800 L210 800 Z" fill="#fff8dc" opacity="0.3"/>
    <rect x="488" y="470" width="24" height="310" fill="${p.dark}"/>
    <ellipse cx="500" cy="785" rx="140" ry="26" fill="${p.dark}"/>
    <path d="M380 220 L620 220 L720 470 L280 470 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="470" rx="220" ry="18" fill="${p.dark}"/>
    <path d="M400 240 L330 450" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  candle: (p) => `${floorShadow(p, 190, 790)}
    <rect x="370" y="450" width="260" height="335" rx="36" fill="${p.main}"/>
    <rect x="370" y="565" width="260" height="110" fill="${p.light}" opacity="0.55"/>
    <ellipse cx="500" cy="455" rx="130" ry="22" fill="#f5ead6"/>
    <line x1="500" y1="455" x2="500" y2="410" stroke="#3a2a20" stroke-width="6"/>${flame(500, 410, 1)}`,
};
