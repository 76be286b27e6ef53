/** The pictures section's file field: posted with the form only when JavaScript is off (the server reads it by this name). */
export const PICTURES_FIELD = "pictures";

/** Uploads one picture to the admin's media endpoint (raw bytes, the session's nonce); answers the new image. */
export async function uploadPicture(file: File, alt: string): Promise<{ id: number; key: string; width: number; height: number }> {
  const nonceAnswer = await fetch("/api/nonce", { method: "POST", credentials: "same-origin" });
  if (!nonceAnswer.ok) throw new Error("Your session could not be checked; reload the page.");
  const { nonce } = (await nonceAnswer.json()) as { nonce: string };
  const response = await fetch(`/api/admin/media?alt=${encodeURIComponent(alt.slice(0, 300))}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": file.type, "x-vitrine-nonce": nonce },
    body: file,
  });
  const answer = (await response.json().catch(() => null)) as {
    image?: { id: number; key: string; width: number; height: number };
    error?: { message?: string };
  } | null;
  if (!response.ok || !answer?.image)
    throw new Error(answer?.error?.message ?? (response.status === 413 ? "The picture is larger than 10 MB." : "The picture could not be uploaded."));
  return answer.image;
}
