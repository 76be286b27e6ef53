import type { SocialNetwork } from "../../../domain/shell/header-layout.ts";
import { Svg } from "../ui/icons.tsx";

/** Each network's name, the accessible name of its link (the icon itself is hidden from assistive technology). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  pinterest: "Pinterest",
  youtube: "YouTube",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  x: "X",
};

/** Simple line drawings suggesting each network, in the header's icon style (stroke, 24-unit grid). */
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a20 20 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.1H8.9v3h2.6V21" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.8 8.5h2.2a2.6 2.6 0 0 1 0 5.2h-1.8M11 8.5 9 20" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.4 2.5 2.2 4.2 4.8 4.4" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16M8 7.6v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
    </>
  ),
  x: <path d="m5 4.5 14 15M19 4.5l-14 15" />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Svg>{GLYPHS[network]}</Svg>;
}
