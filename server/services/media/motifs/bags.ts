import { floorShadow, JUTE, LEATHER, type ObjectMotif } from "./shared.ts";

export const BAG_MOTIFS: Record<string, ObjectMotif> = {
  bag: (p) => `${floorShadow(p, 280)}
    <path d="M400 400 C400 200 600 200 600 400" fill="none" stroke="${p.dark}" stroke-width="26"/>
    <path d="M280 390 L720 390 L760 800 L240 800 Z" fill="${p.main}"/>
    <rect x="280" y="390" width="440" height="40" fill="${p.dark}" opacity="0.35"/>
    <rect x="400" y="530" width="200" height="150" rx="8" fill="${p.light}" opacity="0.5"/>`,
  weekender: (p) => `${floorShadow(p, 380, 800)}
    <path d="M380 420 C380 250 620 250 620 420" fill="none" stroke="${p.dark}" stroke-width="30"/>
    <path d="M170 560 C170 440 260 410 500 410 C740 410 830 440 830 560 L830 700 Q830 790 740 790 L260 790 Q170 790 170 700 Z" fill="${p.main}"/>
    <path d="M200 470 Q500 440 800 470" fill="none" stroke="${p.dark}" stroke-width="12"/>
    <circle cx="700" cy="462" r="14" fill="#d8c27a"/>
    <path d="M180 560 Q170 680 200 780 M820 560 Q830 680 800 780" stroke="${p.dark}" stroke-width="14" fill="none"/>
    <rect x="360" y="400" width="40" height="170" rx="8" fill="${p.dark}"/><rect x="600" y="400" width="40" height="170" rx="8" fill="${p.dark}"/>
    <path d="M200 640 L800 640" stroke="${p.light}" stroke-width="6" stroke-dasharray="16 10" opacity="0.6"/>`,
  backpack: (p) => `${floorShadow(p, 250, 810)}
    <path d="M330 330 L670 330 L690 760 Q690 800 650 800 L350 800 Q310 800 310 760 Z" fill="${p.main}"/>
    <rect x="320" y="230" width="360" height="130" rx="60" fill="${p.dark}"/>
    <path d="M340 290 Q500 270 660 290" stroke="${p.main}" stroke-width="8" fill="none" opacity="0.6"/>
    <rect x="480" y="240" width="40" height="300" rx="8" fill="#3b3634"/>
    <rect x="470" y="520" width="60" height="40" rx="8" fill="#1e1c1b"/>
    <rect x="370" y="580" width="260" height="180" rx="30" fill="${p.dark}" opacity="0.5"/>
    <path d="M390 600 L610 600" stroke="${p.light}" stroke-width="6" stroke-dasharray="12 8" opacity="0.7"/>`,
  "net-bag": (p) => `${floorShadow(p, 260, 800)}
    <circle cx="410" cy="650" r="90" fill="#f29b38"/><circle cx="590" cy="660" r="85" fill="#f2b538"/><circle cx="500" cy="560" r="85" fill="#e98a2c"/>
    <circle cx="380" cy="610" r="20" fill="#ffffff" opacity="0.3"/><circle cx="470" cy="520" r="18" fill="#ffffff" opacity="0.3"/>
    <path d="M360 420 C360 200 640 200 640 420" fill="none" stroke="${p.main}" stroke-width="20"/>
    <path d="M290 420 L710 420 Q780 620 640 780 L360 780 Q220 620 290 420 Z" fill="none" stroke="${p.main}" stroke-width="8"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M${290 + i * 52} 420 L${250 + i * 60} 780" stroke="${p.main}" stroke-width="6"/><path d="M${290 + i * 52} 420 L${330 + i * 50} 780" stroke="${p.main}" stroke-width="6"/>`).join("")}
    <rect x="280" y="405" width="440" height="30" rx="12" fill="${p.main}"/>`,
  pouch: (p) => `${floorShadow(p, 200, 800)}
    <path d="M330 560 C330 200 670 200 670 560" fill="none" stroke="${p.dark}" stroke-width="20"/>
    <rect x="300" y="520" width="400" height="280" rx="50" fill="${p.main}"/>
    <path d="M300 570 Q300 520 350 520 L650 520 Q700 520 700 570 L700 640 Q500 720 300 640 Z" fill="${p.dark}"/>
    <circle cx="500" cy="672" r="16" fill="#d8c27a"/>
    <rect x="315" y="535" width="370" height="250" rx="40" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="12 8" opacity="0.7"/>`,
  "laptop-sleeve": (p) => `${floorShadow(p, 360, 780)}
    <rect x="190" y="250" width="600" height="60" rx="10" fill="#c8ccd1"/>
    <rect x="150" y="280" width="700" height="490" rx="40" fill="${p.main}"/>
    ${[
      [260, 400],
      [380, 600],
      [560, 480],
      [700, 650],
      [300, 700],
      [640, 360],
      [480, 700],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.light}" opacity="0.6"/>`)
      .join("")}
    <rect x="460" y="270" width="80" height="190" rx="18" fill="${LEATHER}"/>
    <circle cx="500" cy="420" r="16" fill="#3b2a1f"/>`,
  "card-holder": (p) => `${floorShadow(p, 260, 760)}
    <rect x="330" y="330" width="330" height="210" rx="14" fill="#3d7ea6" transform="rotate(-8 495 435)"/>
    <rect x="350" y="350" width="330" height="210" rx="14" fill="#e9c46a" transform="rotate(4 515 455)"/>
    <rect x="270" y="420" width="460" height="330" rx="30" fill="${LEATHER}"/>
    <path d="M270 520 Q500 560 730 520" fill="none" stroke="#6b3f22" stroke-width="10"/>
    <rect x="290" y="440" width="420" height="290" rx="22" fill="none" stroke="#e0b88f" stroke-width="5" stroke-dasharray="12 8"/>`,
  basket: (p) => `${floorShadow(p, 340, 800)}
    <path d="M340 430 C340 240 660 240 660 430" fill="none" stroke="${LEATHER}" stroke-width="26"/>
    <path d="M200 430 L800 430 L740 800 L260 800 Z" fill="${JUTE}"/>
    ${[490, 550, 610, 670, 730].map((y) => `<line x1="${200 + (y - 430) * 0.16}" y1="${y}" x2="${800 - (y - 430) * 0.16}" y2="${y}" stroke="#9b7b4c" stroke-width="8"/>`).join("")}
    ${Array.from({ length: 10 }, (_, i) => `<line x1="${250 + i * 55}" y1="440" x2="${285 + i * 48}" y2="795" stroke="#a98a58" stroke-width="6" opacity="0.7"/>`).join("")}
    <path d="M185 400 L815 400 L800 450 L200 450 Z" fill="#b08d5a"/>
    <rect x="330" y="430" width="44" height="140" rx="8" fill="${LEATHER}"/><rect x="626" y="430" width="44" height="140" rx="8" fill="${LEATHER}"/>`,
};
