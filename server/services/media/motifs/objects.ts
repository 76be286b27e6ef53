import type { Palette } from "../palette.ts";

/**
 * Product silhouettes drawn in a 1000 × 1000 box, resting on a floor line near y = 800.
 * Simple flat shapes: they read as "a mug", "a lamp" at thumbnail size and stay crisp when zoomed.
 */
export type ObjectMotif = (p: Palette) => string;

const floorShadow = (p: Palette, rx: number, cy = 805) => `<ellipse cx="500" cy="${cy}" rx="${rx}" ry="24" fill="${p.shadow}" opacity="0.16"/>`;

export const OBJECT_MOTIFS: Record<string, ObjectMotif> = {
  mug: (p) => `${floorShadow(p, 250)}
    <path d="M640 440 C790 440 790 650 640 660" fill="none" stroke="${p.dark}" stroke-width="46" stroke-linecap="round"/>
    <path d="M290 360 L650 360 L640 760 Q638 800 598 800 L342 800 Q302 800 300 760 Z" fill="${p.main}"/>
    <ellipse cx="470" cy="360" rx="180" ry="30" fill="${p.dark}"/>
    <ellipse cx="470" cy="364" rx="160" ry="20" fill="#5b3a29"/>
    <path d="M336 420 L342 740" stroke="${p.light}" stroke-width="22" stroke-linecap="round" opacity="0.45"/>
    <path d="M430 300 C400 260 460 230 430 180 M510 300 C480 250 540 220 510 160" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  bowl: (p) => `${floorShadow(p, 300, 770)}
    <path d="M200 520 Q210 765 500 772 Q790 765 800 520 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="520" rx="300" ry="56" fill="${p.dark}"/>
    <ellipse cx="500" cy="526" rx="276" ry="42" fill="${p.light}"/>
    <path d="M250 570 Q275 700 400 738" fill="none" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.45"/>`,
  lamp: (p) => `${floorShadow(p, 240)}
    <circle cx="500" cy="470" r="300" fill="#fff3c4" opacity="0.45"/>
    <path d="M300 475 L700 475 L790 800 L210 800 Z" fill="#fff8dc" opacity="0.3"/>
    <rect x="488" y="470" width="24" height="310" fill="${p.dark}"/>
    <ellipse cx="500" cy="785" rx="140" ry="26" fill="${p.dark}"/>
    <path d="M380 220 L620 220 L720 470 L280 470 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="470" rx="220" ry="18" fill="${p.dark}"/>
    <path d="M400 240 L330 450" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  candle: (p) => `${floorShadow(p, 190, 790)}
    <circle cx="500" cy="365" r="95" fill="#ffd98a" opacity="0.35"/>
    <rect x="370" y="450" width="260" height="335" rx="36" fill="${p.main}"/>
    <rect x="370" y="565" width="260" height="110" fill="${p.light}" opacity="0.55"/>
    <ellipse cx="500" cy="455" rx="130" ry="22" fill="#f5ead6"/>
    <line x1="500" y1="455" x2="500" y2="410" stroke="#3a2a20" stroke-width="6"/>
    <path d="M500 300 C532 350 532 395 500 412 C468 395 468 350 500 300 Z" fill="#f7a933"/>
    <path d="M500 350 C514 372 514 394 500 404 C486 394 486 372 500 350 Z" fill="#fff1b8"/>`,
  cushion: (p) => `${floorShadow(p, 290, 790)}
    <path d="M240 330 Q500 270 760 330 Q810 530 760 730 Q500 790 240 730 Q190 530 240 330 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="14"/>
    <path d="M262 348 Q380 440 482 520 M738 348 Q620 440 518 520 M262 712 Q380 620 482 540 M738 712 Q620 620 518 540" fill="none" stroke="${p.dark}" stroke-width="6" opacity="0.3"/>
    <circle cx="500" cy="530" r="18" fill="${p.dark}"/>
    <path d="M300 355 Q500 318 700 355" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`,
  throw: (p) => `${floorShadow(p, 300, 770)}
    <rect x="230" y="600" width="540" height="150" rx="40" fill="${p.dark}"/>
    <rect x="250" y="470" width="500" height="150" rx="40" fill="${p.main}"/>
    <rect x="270" y="340" width="460" height="150" rx="40" fill="${p.light}"/>
    <path d="M290 380 L710 380 M270 510 L730 510 M250 640 L750 640" stroke="#ffffff" stroke-width="6" opacity="0.35"/>
    <path d="M730 360 l24 0 M730 390 l24 0 M730 420 l24 0 M730 450 l24 0" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`,
  shirt: (p) => `${floorShadow(p, 260, 830)}
    <path d="M385 215 L290 250 L170 380 L262 462 L330 410 L330 810 L670 810 L670 410 L738 462 L830 380 L710 250 L615 215 Q500 290 385 215 Z" fill="${p.main}"/>
    <path d="M385 215 Q500 290 615 215" fill="none" stroke="${p.dark}" stroke-width="18"/>
    <path d="M196 402 L278 478 M804 402 L722 478" stroke="${p.dark}" stroke-width="10" opacity="0.5"/>
    <rect x="560" y="420" width="70" height="80" rx="6" fill="${p.dark}" opacity="0.25"/>`,
  jumper: (p) => `${floorShadow(p, 300, 830)}
    <path d="M385 215 L290 245 Q200 300 175 420 L140 760 L230 775 L290 470 L320 420 L320 810 L680 810 L680 420 L710 470 L770 775 L860 760 L825 420 Q800 300 710 245 L615 215 Q500 280 385 215 Z" fill="${p.main}"/>
    <path d="M385 215 Q500 280 615 215" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <path d="M320 780 L680 780 M143 730 L232 744 M857 730 L768 744" stroke="${p.dark}" stroke-width="40" opacity="0.55"/>
    <path d="M420 330 L420 760 M500 320 L500 760 M580 330 L580 760" stroke="${p.dark}" stroke-width="4" opacity="0.15"/>`,
  bag: (p) => `${floorShadow(p, 280)}
    <path d="M400 400 C400 200 600 200 600 400" fill="none" stroke="${p.dark}" stroke-width="26"/>
    <path d="M280 390 L720 390 L760 800 L240 800 Z" fill="${p.main}"/>
    <rect x="280" y="390" width="440" height="40" fill="${p.dark}" opacity="0.35"/>
    <rect x="400" y="530" width="200" height="150" rx="8" fill="${p.light}" opacity="0.5"/>`,
  notebook: (p) => `${floorShadow(p, 230, 790)}
    <rect x="340" y="215" width="380" height="570" rx="16" fill="#f4efe6"/>
    <rect x="320" y="200" width="380" height="570" rx="16" fill="${p.main}"/>
    <rect x="320" y="200" width="46" height="570" rx="16" fill="${p.dark}"/>
    <rect x="640" y="200" width="14" height="570" fill="${p.dark}"/>
    <rect x="430" y="320" width="170" height="64" rx="6" fill="${p.light}"/>`,
  leaf: (p) => {
    const leaves = [-52, -26, 0, 26, 52]
      .map((angle, i) => `<ellipse cx="500" cy="360" rx="58" ry="180" transform="rotate(${angle} 500 560)" fill="${i % 2 ? p.leafDark : p.leaf}"/>`)
      .join("");
    return `${floorShadow(p, 190)}${leaves}
    <path d="M360 570 L640 570 L610 800 L390 800 Z" fill="${p.main}"/>
    <rect x="345" y="550" width="310" height="50" rx="10" fill="${p.dark}"/>`;
  },
  circle: (p) => `${floorShadow(p, 230, 790)}
    <circle cx="500" cy="500" r="260" fill="${p.main}"/>
    <circle cx="500" cy="500" r="190" fill="none" stroke="${p.light}" stroke-width="18" opacity="0.6"/>
    <circle cx="420" cy="420" r="50" fill="#ffffff" opacity="0.25"/>`,
};
