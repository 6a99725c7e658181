import { subscriptions } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createPlanReader, subscriptionStateOf } from "./subscription.service.ts";

const now = new Date("2026-06-01T12:00:00Z");
const row = (overrides: Partial<typeof subscriptions.$inferSelect>) =>
  ({
    user_id: "u",
    subscribed: true,
    subscription_tier: "premium_annual",
    is_trialing: false,
    subscription_end: null,
    ...overrides,
  }) as typeof subscriptions.$inferSelect;

describe("the plan a subscription gives", () => {
  it.each([
    ["no subscription", null, false],
    ["an active one", row({}), true],
    ["a trial", row({ subscribed: false, is_trialing: true }), false],
    ["a cancelled one", row({ subscribed: false }), false],
    ["one that ended yesterday", row({ subscription_end: new Date("2026-05-31T12:00:00Z") }), false],
    ["one that ends tomorrow", row({ subscription_end: new Date("2026-06-02T12:00:00Z") }), true],
  ])("%s", (_, subscription, subscribed) => {
    expect(subscriptionStateOf(subscription, now).subscribed).toBe(subscribed);
  });

  it("keeps a trial's end date and tier", () => {
    const end = new Date("2026-06-08T00:00:00Z");
    expect(
      subscriptionStateOf(row({ subscribed: false, is_trialing: true, subscription_end: end }), now),
    ).toEqual({
      subscribed: false,
      subscription_tier: "premium_annual",
      is_trialing: true,
      subscription_end: end.toISOString(),
    });
  });
});

describe.each(testDatabaseKinds())("plans read on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("reuses a read for five seconds, sees a change at once when told, and reads again after", async () => {
    const { userId } = await t.signUp();
    let clock = 0;
    const plans = createPlanReader(t.db, () => clock);
    expect((await plans.planOf(userId, now)).subscribed).toBe(false);

    await t.db.insert(subscriptions).values({ user_id: userId, subscribed: true, status: "active" });
    expect((await plans.planOf(userId, now)).subscribed).toBe(false);
    plans.invalidate(userId);
    expect((await plans.planOf(userId, now)).subscribed).toBe(true);

    await t.db.update(subscriptions).set({ subscribed: false }).where(eq(subscriptions.user_id, userId));
    clock = 4_999;
    expect((await plans.planOf(userId, now)).subscribed).toBe(true);
    clock = 5_001;
    expect((await plans.planOf(userId, now)).subscribed).toBe(false);
  });
});
