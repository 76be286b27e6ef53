import { CREAM, floorShadow, JUTE, type ObjectMotif } from "./shared.ts";

const folded = (p: Parameters<ObjectMotif>[0], layers: [string, string, string]) => `${floorShadow(p, 300, 770)}
    <rect x="230" y="600" width="540" height="150" rx="40" fill="${layers[0]}"/>
    <rect x="250" y="470" width="500" height="150" rx="40" fill="${layers[1]}"/>
    <rect x="270" y="340" width="460" height="150" rx="40" fill="${layers[2]}"/>`;

export const TEXTILE_MOTIFS: Record<string, ObjectMotif> = {
  cushion: (p) => `${floorShadow(p, 290, 790)}
    <path d="M240 330 Q500 270 760 330 Q810 530 760 730 Q500 790 240 730 Q190 530 240 330 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="14"/>
    <path d="M262 348 Q380 440 482 520 M738 348 Q620 440 518 520 M262 712 Q380 620 482 540 M738 712 Q620 620 518 540" fill="none" stroke="${p.dark}" stroke-width="6" opacity="0.3"/>
    <circle cx="500" cy="530" r="18" fill="${p.dark}"/>
    <path d="M300 355 Q500 318 700 355" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`,
  bolster: (p) => `${floorShadow(p, 330, 760)}
    <rect x="200" y="460" width="600" height="290" rx="145" fill="${p.main}"/>
    <ellipse cx="760" cy="605" rx="70" ry="145" fill="${p.dark}"/>
    ${[-110, -70, -30, 10, 50, 90].map((dy) => `<line x1="760" y1="605" x2="${712 + Math.abs(dy) * 0.2}" y2="${605 + dy}" stroke="${p.main}" stroke-width="6" opacity="0.5"/>`).join("")}
    <circle cx="760" cy="605" r="16" fill="${p.light}"/>
    <path d="M260 520 Q480 490 700 520" fill="none" stroke="${p.light}" stroke-width="22" stroke-linecap="round" opacity="0.45"/>`,
  throw: (p) => `${folded(p, [p.dark, p.main, p.light])}
    <path d="M290 380 L710 380 M270 510 L730 510 M250 640 L750 640" stroke="#ffffff" stroke-width="6" opacity="0.35"/>
    <path d="M730 360 l24 0 M730 390 l24 0 M730 420 l24 0 M730 450 l24 0" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`,
  towels: (p) => `${folded(p, [p.main, p.main, p.main])}
    <rect x="230" y="690" width="540" height="26" fill="${p.light}"/><rect x="250" y="560" width="500" height="26" fill="${p.light}"/><rect x="270" y="430" width="460" height="26" fill="${p.light}"/>
    <path d="M232 620 Q500 640 768 620 M252 490 Q500 510 748 490 M272 360 Q500 380 728 360" stroke="${p.dark}" stroke-width="8" fill="none" opacity="0.35"/>`,
  "tea-towel": (p) => `${floorShadow(p, 200, 840)}
    <line x1="220" y1="200" x2="780" y2="200" stroke="#8b8580" stroke-width="20" stroke-linecap="round"/>
    <path d="M340 200 L660 200 L660 290 L340 290 Z" fill="${CREAM}"/>
    <rect x="340" y="210" width="320" height="610" rx="6" fill="${CREAM}"/>
    <rect x="340" y="300" width="320" height="40" fill="${p.main}"/><rect x="340" y="700" width="320" height="40" fill="${p.main}"/>
    <rect x="340" y="355" width="320" height="12" fill="${p.main}"/><rect x="340" y="673" width="320" height="12" fill="${p.main}"/>
    ${[300, 340, 380, 420].map((y) => `<line x1="${y + 80}" y1="400" x2="${y + 80}" y2="650" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`).join("")}
    <path d="M340 210 L660 210" stroke="${p.dark}" stroke-width="6" opacity="0.3"/>`,
  doormat: (p) => `${floorShadow(p, 380, 760)}
    <path d="M230 400 L770 400 L860 740 L140 740 Z" fill="${JUTE}"/>
    <path d="M270 430 L730 430 L805 710 L195 710 Z" fill="none" stroke="#9b7b4c" stroke-width="14"/>
    ${Array.from({ length: 13 }, (_, i) => `<line x1="${290 + i * 35}" y1="445" x2="${225 + i * 46}" y2="695" stroke="#a98a58" stroke-width="5" opacity="0.7"/>`).join("")}
    ${[480, 540, 600, 660].map((y) => `<line x1="${230 - (y - 400) * 0.26 + 40}" y1="${y}" x2="${770 + (y - 400) * 0.26 - 40}" y2="${y}" stroke="#a98a58" stroke-width="4" opacity="0.6"/>`).join("")}
    <path d="M140 740 L860 740 L860 760 L140 760 Z" fill="#9b7b4c"/>`,
  quilt: (p) => {
    const colours = [p.main, CREAM, p.light, p.dark];
    const patches: string[] = [];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 5; col++) {
        patches.push(`<rect x="${250 + col * 100}" y="${260 + row * 100}" width="100" height="100" fill="${colours[(row * 3 + col * 2 + row * col) % 4]}"/>`);
      }
    }
    return `${floorShadow(p, 300, 800)}<rect x="240" y="250" width="520" height="520" rx="14" fill="${p.dark}"/>${patches.join("")}
      <rect x="250" y="260" width="500" height="500" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="12 9" opacity="0.7"/>
      ${[350, 450, 550, 650].map((v) => `<line x1="${v}" y1="260" x2="${v}" y2="760" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 8" opacity="0.5"/><line x1="250" y1="${v + 10}" x2="750" y2="${v + 10}" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 8" opacity="0.5"/>`).join("")}
      <path d="M760 520 Q800 650 760 790 L720 790 Q740 650 720 520 Z" fill="${p.main}" opacity="0.9"/>`;
  },
};
