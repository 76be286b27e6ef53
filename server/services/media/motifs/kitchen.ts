import { COFFEE, floorShadow, OAK, OAK_DARK, place, WALNUT, type ObjectMotif } from "./shared.ts";

const cup = (p: Parameters<ObjectMotif>[0], cx: number) => `
    <ellipse cx="${cx}" cy="722" rx="160" ry="36" fill="${p.dark}"/>
    <ellipse cx="${cx}" cy="714" rx="150" ry="30" fill="${p.light}"/>
    <path d="M${cx + 80} 585 C${cx + 150} 585 ${cx + 150} 660 ${cx + 70} 662" fill="none" stroke="${p.main}" stroke-width="20" stroke-linecap="round"/>
    <path d="M${cx - 95} 560 L${cx + 95} 560 Q${cx + 90} 700 ${cx} 708 Q${cx - 90} 700 ${cx - 95} 560 Z" fill="${p.main}"/>
    <ellipse cx="${cx}" cy="560" rx="95" ry="18" fill="${p.dark}"/>
    <ellipse cx="${cx}" cy="563" rx="82" ry="12" fill="${COFFEE}"/>`;

const dripper: ObjectMotif = (p) => `${floorShadow(p, 200, 795)}
    <path d="M360 560 L640 560 L620 790 L380 790 Z" fill="#ffffff" opacity="0.45" stroke="#ffffff" stroke-width="8"/>
    <path d="M370 670 L630 670 L620 780 L380 780 Z" fill="${COFFEE}"/>
    <path d="M680 380 C760 380 760 470 640 480" fill="none" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>
    <ellipse cx="500" cy="552" rx="175" ry="22" fill="${p.dark}"/>
    <path d="M310 330 L690 330 L565 545 L435 545 Z" fill="${p.main}"/>
    <path d="M380 350 L460 530 M440 350 L485 535 M560 350 L515 535 M620 350 L540 530" stroke="${p.dark}" stroke-width="6" opacity="0.35"/>
    <ellipse cx="500" cy="330" rx="190" ry="30" fill="${p.dark}"/>
    <ellipse cx="500" cy="333" rx="170" ry="20" fill="${COFFEE}"/>`;

const canister: ObjectMotif = (p) => `${floorShadow(p, 200, 795)}
    <rect x="340" y="380" width="320" height="415" rx="28" fill="${p.main}"/>
    <rect x="340" y="520" width="320" height="120" fill="${p.light}" opacity="0.5"/>
    <path d="M372 420 L372 760" stroke="${p.light}" stroke-width="18" stroke-linecap="round" opacity="0.45"/>
    <rect x="328" y="318" width="344" height="78" rx="18" fill="${OAK}"/>
    <path d="M345 340 C430 330 560 352 655 338 M345 372 C450 362 540 380 655 368" stroke="${OAK_DARK}" stroke-width="4" fill="none" opacity="0.5"/>
    <rect x="470" y="286" width="60" height="36" rx="12" fill="${OAK_DARK}"/>`;

export const KITCHEN_MOTIFS: Record<string, ObjectMotif> = {
  mug: (p) => `${floorShadow(p, 250)}
    <path d="M640 440 C790 440 790 650 640 660" fill="none" stroke="${p.dark}" stroke-width="46" stroke-linecap="round"/>
    <path d="M290 360 L650 360 L640 760 Q638 800 598 800 L342 800 Q302 800 300 760 Z" fill="${p.main}"/>
    <ellipse cx="470" cy="360" rx="180" ry="30" fill="${p.dark}"/>
    <ellipse cx="470" cy="364" rx="160" ry="20" fill="${COFFEE}"/>
    <path d="M336 420 L342 740" stroke="${p.light}" stroke-width="22" stroke-linecap="round" opacity="0.45"/>
    <path d="M430 300 C400 260 460 230 430 180 M510 300 C480 250 540 220 510 160" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  "espresso-cups": (p) => `${floorShadow(p, 330, 740)}${cup(p, 320)}${cup(p, 680)}`,
  "camp-mug": (p) => `${floorShadow(p, 230)}
    <path d="M650 470 C770 470 770 690 650 700" fill="none" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>
    <rect x="310" y="400" width="350" height="390" rx="18" fill="${p.main}"/>
    <rect x="298" y="386" width="374" height="30" rx="15" fill="${p.dark}"/>
    <rect x="304" y="770" width="362" height="24" rx="12" fill="${p.dark}"/>
    <path d="M350 450 L350 740" stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.3"/>
    <circle cx="560" cy="520" r="7" fill="#ffffff" opacity="0.6"/><circle cx="610" cy="640" r="5" fill="#ffffff" opacity="0.6"/><circle cx="450" cy="700" r="6" fill="#ffffff" opacity="0.6"/>`,
  tumbler: (p) => `${floorShadow(p, 200)}
    <path d="M330 290 L670 290 L640 795 L360 795 Z" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/>
    <path d="M355 345 L645 345 L634 555 L366 555 Z" fill="#f1e3cb"/>
    <path d="M366 555 L634 555 L622 760 L378 760 Z" fill="#7a4a2c"/>
    <path d="M360 330 L645 330" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
    <path d="M385 320 L405 770" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.55"/>`,
  plate: (p) => {
    const specks = [
      [380, 560],
      [460, 520],
      [560, 540],
      [620, 600],
      [430, 640],
      [520, 660],
      [600, 520],
      [350, 610],
      [680, 570],
      [490, 590],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.dark}" opacity="0.7"/>`)
      .join("");
    return `${floorShadow(p, 360, 700)}
    <ellipse cx="500" cy="605" rx="350" ry="150" fill="${p.dark}"/>
    <ellipse cx="500" cy="590" rx="350" ry="150" fill="${p.main}"/>
    <ellipse cx="500" cy="595" rx="240" ry="96" fill="${p.light}"/>
    <ellipse cx="500" cy="600" rx="240" ry="96" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.3"/>${specks}`;
  },
  napkins: (p) => `${floorShadow(p, 280, 795)}
    <rect x="250" y="690" width="500" height="95" rx="22" fill="${p.dark}"/>
    <rect x="260" y="590" width="480" height="95" rx="22" fill="${p.main}"/>
    <rect x="270" y="490" width="460" height="95" rx="22" fill="${p.light}"/>
    <path d="M270 505 L730 505 M260 605 L740 605 M250 705 L750 705" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 10" opacity="0.55"/>
    <path d="M420 490 Q500 380 580 490" fill="none" stroke="${OAK}" stroke-width="26"/>`,
  board: (p) => `${floorShadow(p, 220)}
    <rect x="445" y="150" width="110" height="150" rx="40" fill="${OAK}"/>
    <circle cx="500" cy="205" r="24" fill="${p.backdrop}"/>
    <rect x="320" y="260" width="360" height="540" rx="56" fill="${OAK}"/>
    <path d="M360 330 C420 420 380 560 440 760 M470 300 C520 420 470 560 520 780 M590 310 C630 430 600 600 640 760" stroke="${OAK_DARK}" stroke-width="6" fill="none" opacity="0.45"/>
    <path d="M350 300 L350 760" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.25"/>`,
  dripper,
  canister,
  "coffee-set": (p) =>
    `${floorShadow(p, 420, 805)}${place(canister(p), -80, 250, 0.55)}${place(dripper(p), 190, 190, 0.6)}${place(`${cup(p, 320)}${cup(p, 680)}`, 560, 380, 0.4)}`,
  servers: (p) => `${floorShadow(p, 260, 810)}
    <g transform="rotate(-14 420 520)">
      <rect x="400" y="420" width="40" height="390" rx="20" fill="${WALNUT}"/>
      <ellipse cx="420" cy="320" rx="85" ry="130" fill="${WALNUT}"/>
      <ellipse cx="420" cy="320" rx="62" ry="104" fill="#5a3b28"/>
    </g>
    <g transform="rotate(14 580 520)">
      <rect x="560" y="420" width="40" height="390" rx="20" fill="${WALNUT}"/>
      <path d="M495 200 L665 200 L665 380 Q580 450 495 380 Z" fill="${WALNUT}"/>
      <rect x="534" y="190" width="18" height="150" rx="8" fill="${p.backdrop}"/><rect x="608" y="190" width="18" height="150" rx="8" fill="${p.backdrop}"/>
    </g>`,
  bowl: (p) => `${floorShadow(p, 300, 770)}
    <path d="M200 520 Q210 765 500 772 Q790 765 800 520 Z" fill="${p.main}"/>
    <ellipse cx="500" cy="520" rx="300" ry="56" fill="${p.dark}"/>
    <ellipse cx="500" cy="526" rx="276" ry="42" fill="${p.light}"/>
    <path d="M250 570 Q275 700 400 738" fill="none" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.45"/>`,
};
