import { floorShadow, LEATHER, type ObjectMotif } from "./shared.ts";

const TEE = "M385 215 L290 250 L170 380 L262 462 L330 410 L330 810 L670 810 L670 410 L738 462 L830 380 L710 250 L615 215 Q500 290 385 215 Z";

const tee = (p: Parameters<ObjectMotif>[0]) => `${floorShadow(p, 260, 830)}
    <path d="${TEE}" fill="${p.main}"/>
    <path d="M385 215 Q500 290 615 215" fill="none" stroke="${p.dark}" stroke-width="18"/>
    <path d="M196 402 L278 478 M804 402 L722 478" stroke="${p.dark}" stroke-width="10" opacity="0.5"/>`;

export const APPAREL_MOTIFS: Record<string, ObjectMotif> = {
  tee,
  "pocket-tee": (p) => `${tee(p)}
    <rect x="555" y="410" width="80" height="92" rx="6" fill="${p.dark}" opacity="0.35"/>
    <line x1="555" y1="424" x2="635" y2="424" stroke="${p.light}" stroke-width="4" stroke-dasharray="8 6"/>`,
  // Kept for pictures stored before the product drawings had their own names.
  shirt: (p) => `${tee(p)}<rect x="560" y="420" width="70" height="80" rx="6" fill="${p.dark}" opacity="0.25"/>`,
  jumper: (p) => `${floorShadow(p, 300, 830)}
    <path d="M385 215 L290 245 Q200 300 175 420 L140 760 L230 775 L290 470 L320 420 L320 810 L680 810 L680 420 L710 470 L770 775 L860 760 L825 420 Q800 300 710 245 L615 215 Q500 280 385 215 Z" fill="${p.main}"/>
    <path d="M385 215 Q500 280 615 215" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <path d="M320 780 L680 780 M143 730 L232 744 M857 730 L768 744" stroke="${p.dark}" stroke-width="40" opacity="0.55"/>
    <path d="M420 330 L420 760 M500 320 L500 760 M580 330 L580 760" stroke="${p.dark}" stroke-width="4" opacity="0.15"/>`,
  "button-shirt": (p) => `${floorShadow(p, 300, 830)}
    <path d="M400 200 L290 240 Q210 290 190 420 L150 770 L240 782 L300 470 L325 430 L325 815 L675 815 L675 430 L700 470 L760 782 L850 770 L810 420 Q790 290 710 240 L600 200 Z" fill="${p.main}"/>
    <path d="M400 200 L500 300 L600 200 L570 180 L500 250 L430 180 Z" fill="${p.light}"/>
    <path d="M400 200 L455 330 L500 300 Z M600 200 L545 330 L500 300 Z" fill="${p.dark}" opacity="0.8"/>
    <line x1="500" y1="300" x2="500" y2="815" stroke="${p.dark}" stroke-width="6" opacity="0.5"/>
    ${[370, 460, 550, 640, 730].map((y) => `<circle cx="518" cy="${y}" r="9" fill="#f6f1e7"/>`).join("")}
    <path d="M150 770 L240 782 M760 782 L850 770" stroke="${p.dark}" stroke-width="30" opacity="0.5"/>
    <rect x="360" y="420" width="80" height="90" rx="6" fill="${p.dark}" opacity="0.25"/>`,
  beanie: (p) => `${floorShadow(p, 280, 790)}
    <path d="M250 600 Q250 250 500 240 Q750 250 750 600 Z" fill="${p.main}"/>
    ${[320, 390, 460, 540, 610, 680].map((x) => `<path d="M${x} 590 Q${x + (x - 500) * 0.15} 400 ${500 + (x - 500) * 0.4} 260" fill="none" stroke="${p.dark}" stroke-width="5" opacity="0.25"/>`).join("")}
    <rect x="230" y="580" width="540" height="200" rx="30" fill="${p.dark}"/>
    ${Array.from({ length: 16 }, (_, i) => `<line x1="${262 + i * 32}" y1="595" x2="${262 + i * 32}" y2="765" stroke="${p.main}" stroke-width="12" opacity="0.7"/>`).join("")}`,
  apron: (p) => `${floorShadow(p, 260, 840)}
    <path d="M410 200 Q500 60 590 200" fill="none" stroke="${LEATHER}" stroke-width="16"/>
    <path d="M270 440 L130 500 M730 440 L870 500" stroke="${LEATHER}" stroke-width="16" stroke-linecap="round"/>
    <path d="M390 190 L610 190 L620 400 Q650 440 720 440 L740 820 L260 820 L280 440 Q350 440 380 400 Z" fill="${p.main}"/>
    <rect x="360" y="560" width="280" height="150" rx="8" fill="${p.dark}" opacity="0.4"/>
    <line x1="500" y1="560" x2="500" y2="710" stroke="${p.main}" stroke-width="6"/>
    <path d="M395 205 L605 205" stroke="${p.light}" stroke-width="5" stroke-dasharray="12 8"/>`,
  socks: (p) => {
    const sock = (
      x: number,
    ) => `<path d="M${x} 200 L${x + 150} 200 L${x + 150} 620 Q${x + 150} 700 ${x + 80} 730 L${x - 60} 790 Q${x - 130} 810 ${x - 140} 750 Q${x - 145} 700 ${x - 80} 670 L${x} 620 Z" fill="${p.main}"/>
      <rect x="${x}" y="200" width="150" height="110" fill="${p.dark}"/>
      ${[20, 50, 80, 110, 140].map((dx) => `<line x1="${x + dx - 5}" y1="210" x2="${x + dx - 5}" y2="300" stroke="${p.main}" stroke-width="8" opacity="0.6"/>`).join("")}
      <path d="M${x - 80} 670 Q${x - 145} 700 ${x - 140} 750 Q${x - 130} 810 ${x - 60} 790 Z" fill="${p.dark}"/>
      <path d="M${x + 150} 600 Q${x + 155} 700 ${x + 80} 730 L${x + 40} 680 Q${x + 120} 660 ${x + 150} 600 Z" fill="${p.dark}"/>`;
    return `${floorShadow(p, 320, 810)}${sock(330)}${sock(600)}`;
  },
  shorts: (p) => `${floorShadow(p, 280, 800)}
    <path d="M270 320 L730 320 L780 760 L540 780 L500 470 L460 780 L220 760 Z" fill="${p.main}"/>
    <rect x="265" y="280" width="470" height="70" rx="12" fill="${p.dark}"/>
    ${[300, 340, 380, 420, 460, 540, 580, 620, 660, 700].map((x) => `<line x1="${x}" y1="285" x2="${x}" y2="345" stroke="${p.main}" stroke-width="4" opacity="0.6"/>`).join("")}
    <path d="M480 350 Q470 420 440 440 M520 350 Q530 420 560 440" fill="none" stroke="#f6f1e7" stroke-width="8" stroke-linecap="round"/>
    <path d="M222 740 L458 760 M542 760 L778 740" stroke="${p.dark}" stroke-width="10" opacity="0.4"/>`,
  scarf: (p) => {
    const fringe = (x: number, y: number) =>
      Array.from({ length: 7 }, (_, i) => `<line x1="${x + i * 20}" y1="${y}" x2="${x + i * 20}" y2="${y + 50}" stroke="${p.dark}" stroke-width="6"/>`).join(
        "",
      );
    return `${floorShadow(p, 240, 830)}
    <path d="M330 220 Q500 140 670 220 L640 300 Q500 240 360 300 Z" fill="${p.dark}"/>
    <path d="M330 220 L360 300 L430 760 L310 760 Z" fill="${p.main}"/>
    <path d="M670 220 L640 300 L580 700 L700 700 Z" fill="${p.main}"/>
    <path d="M345 330 L405 740 M660 330 L620 690" stroke="${p.light}" stroke-width="8" opacity="0.45"/>
    ${fringe(310, 760)}${fringe(580, 700)}`;
  },
};
