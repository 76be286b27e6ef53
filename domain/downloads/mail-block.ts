import { downloadPath, expiryLabel, remainingLabel } from "./rules.ts";

export type MailDownload = {
  accessKey: string;
  guestOrderKey: string | null;
  productName: string;
  name: string;
  downloadsRemaining: number | null;
  expiresAt: Date | null;
};

/** The order e-mail's "Downloads" block: one link per file, with its limits; empty when there is none. */
export function downloadsMailBlock(downloads: readonly MailDownload[], origin: string): string {
  if (downloads.length === 0) return "";
  const lines = downloads.map(
    (d) =>
      `- ${d.productName}: ${d.name}\n  ${origin}${downloadPath(d.accessKey, d.guestOrderKey)}\n  Downloads remaining: ${remainingLabel(d.downloadsRemaining)}. Expires: ${expiryLabel(d.expiresAt)}.`,
  );
  return `Downloads\n${lines.join("\n")}`;
}

/**
 * To the buyer, when staff move an order to processing or completed and that opens its downloads: the
 * links, since the order's confirmation went out before there were any.
 */
export function downloadsReadyMail(order: { number: string }, block: string, shopName: string): { subject: string; text: string } {
  return {
    subject: `Your ${shopName} downloads for order #${order.number} are ready`,
    text: `Your order #${order.number} is paid and its files are ready to download.\n\n${block}\n`,
  };
}
