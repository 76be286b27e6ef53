import type { SocialLink } from "../../../domain/shell/header-layout.ts";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "./social-icons.tsx";

/** The shop's social profiles as a row of icon links, each named after its network (header and footer alike). */
export function SocialLinks({ links, className = "" }: { links: SocialLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul role="list" className={`social-links ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} className="social-links__link" aria-label={SOCIAL_NETWORK_NAMES[link.network]} rel="me noopener">
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
