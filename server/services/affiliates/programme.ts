import { eq } from "drizzle-orm";
import { PROGRAMME_SETTINGS_KEY, programmeSettingsSchema, readProgrammeSettings, type ProgrammeSettings } from "../../../domain/affiliates/programme.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { settings } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";

export { PROGRAMME_SETTINGS_KEY };

export async function readProgramme(q: Queryable): Promise<ProgrammeSettings> {
  const [row] = await q.select({ value: settings.value }).from(settings).where(eq(settings.key, PROGRAMME_SETTINGS_KEY)).limit(1);
  return readProgrammeSettings(row?.value);
}

export async function saveProgramme(q: Queryable, input: unknown): Promise<ProgrammeSettings> {
  const parsed = programmeSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "_", issue.message]));
    throw new ServiceError("invalid", "invalid_programme_settings", "Please correct the programme's settings.", { fields });
  }
  await q
    .insert(settings)
    .values({ key: PROGRAMME_SETTINGS_KEY, value: parsed.data })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed.data } });
  return parsed.data;
}
