import type { MeResponse, Profile, UpdateProfileRequest } from "@vinestra/contracts";
import { type Database, profiles, userLocations, userRoles } from "@vinestra/db";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth/auth.ts";

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    preferred_currency: (row.preferred_currency as Profile["preferred_currency"]) ?? null,
    display_name: row.display_name,
    search_count: row.search_count,
    current_year_searches: row.current_year_searches,
    created_at: row.created_at.toISOString(),
  };
}

/** The user's profile, created on first use if the sign-up hook could not write it. */
export async function getOrCreateProfile(db: Database, user: SessionUser): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.user_id, user.id));
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ user_id: user.id, display_name: user.name.trim() || null })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.user_id, user.id));
  if (!created) throw new Error(`profile for ${user.id} could not be created`);
  return created;
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

export async function getMe(db: Database, user: SessionUser): Promise<MeResponse> {
  const [profile, admin, [location]] = await Promise.all([
    getOrCreateProfile(db, user),
    isAdmin(db, user.id),
    db
      .select({
        city: userLocations.city,
        country: userLocations.country,
        postal_code: userLocations.postal_code,
        auto_detected: userLocations.auto_detected,
      })
      .from(userLocations)
      .where(eq(userLocations.user_id, user.id)),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: new Date(user.createdAt).toISOString(),
    },
    profile: toProfile(profile),
    location: location ?? null,
    isAdmin: admin,
  };
}

export async function updateProfile(
  db: Database,
  user: SessionUser,
  changes: UpdateProfileRequest,
): Promise<Profile> {
  await getOrCreateProfile(db, user);
  const [updated] = await db
    .update(profiles)
    .set({
      ...(changes.preferred_currency !== undefined && { preferred_currency: changes.preferred_currency }),
      ...(changes.display_name !== undefined && { display_name: changes.display_name || null }),
    })
    .where(eq(profiles.user_id, user.id))
    .returning();
  if (!updated) throw new Error(`profile for ${user.id} vanished during update`);
  return toProfile(updated);
}
