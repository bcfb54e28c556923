import { desc, sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/*.sql (the source of truth); tests/integration/schema.test.ts fails when the
// two disagree.

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const contacts = sqliteTable("contacts", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  project_type: text("project_type"),
  message: text("message").notNull(),
  privacy_consent: integer("privacy_consent", { mode: "boolean" }).notNull(),
  marketing_consent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
  locale: text("locale", { enum: ["es", "en", "ca"] }).notNull(),
  consent_version: text("consent_version").notNull(),
  created_at: createdAt(),
});

export const chestCompressionScores = sqliteTable(
  "chest_compression_scores",
  {
    id: integer("id").primaryKey(),
    player_name: text("player_name").notNull(),
    score: integer("score").notNull(),
    accuracy: real("accuracy").notNull(),
    success_rate: real("success_rate").notNull(),
    compressions: integer("compressions").notNull(),
    game_id: text("game_id").notNull().unique(),
    created_at: createdAt(),
    /** When an operator hid the score from the public board (migration 0002); null while shown. */
    hidden_at: text("hidden_at"),
    /** A weekly keyed hash of the client address it was saved from (migration 0004); null before it. */
    client_hash: text("client_hash"),
  },
  (table) => [index("chest_compression_scores_week_top").on(table.created_at, desc(table.score))],
);

export const complaints = sqliteTable("complaints", {
  id: integer("id").primaryKey(),
  message: text("message").notNull(),
  page_url: text("page_url").notNull(),
  user_agent: text("user_agent").notNull(),
  created_at: createdAt(),
});
