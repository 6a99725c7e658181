import { user, userRoles } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ConfigError, loadConfig } from "../env.ts";
import { openDatabase } from "../server.ts";

export async function makeAdminCommand(email: string | undefined): Promise<number> {
  const parsedEmail = z.email().safeParse(email?.trim().toLowerCase());
  if (!parsedEmail.success) {
    console.error("Usage: vinestra make-admin <email>");
    return 64;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const [account] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, parsedEmail.data));
    if (!account) {
      console.error(`No account with the e-mail ${parsedEmail.data}.`);
      return 1;
    }
    await database.db.insert(userRoles).values({ user_id: account.id, role: "admin" }).onConflictDoNothing();
    console.log(`${parsedEmail.data} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}
