import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { clubs } from "../src/server/db/schema/clubs.ts";
import { dispatchDailyJobs } from "../src/server/jobs/daily.ts";
import { dailyClubJobs } from "../src/server/jobs/registry.ts";
import { ownerOfNewClub } from "./members.ts";

const database = await openDatabase({ kind: "pglite-memory" });
await database.migrate();
const db = database.db;
const staff = await ownerOfNewClub(database);
const clubId = await staff.newClub("P");
await db.update(clubs).set({ timezone: "UTC" }).where(sql`id = ${clubId}`);
await seedMembers(db, clubId, Number(process.env.N ?? 20000), { batch: 2000 });
const original = db.transaction.bind(db);
(db as any).transaction = (work: any, config: any) =>
  original(async (tx: any) => {
    const t0 = performance.now();
    try { return await work(tx); } finally {
      const d = performance.now() - t0;
      if (d > 200) console.log("long tx", d.toFixed(0), new Error().stack?.split("\n").slice(2, 9).join(" | "));
    }
  }, config);
const exec = db.execute.bind(db);
const now = new Date(); now.setUTCHours(12, 0, 0, 0);
await dispatchDailyJobs(db, staff.jobs, dailyClubJobs, now);
for (const j of dailyClubJobs) {
  const t0 = performance.now();
  const r = await staff.jobs.runDue(j.name);
  console.log(j.name, (performance.now() - t0).toFixed(0), "ms", JSON.stringify(r));
}
process.exit(0);
