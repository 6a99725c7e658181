import { ConfigError, loadConfig } from "../env.ts";
import { openDatabase } from "../server.ts";

export async function migrateCommand(): Promise<number> {
  try {
    const config = loadConfig();
    const database = await openDatabase(config);
    await database.migrate();
    await database.close();
    console.log(`Migrations applied (${database.driver}).`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
}
