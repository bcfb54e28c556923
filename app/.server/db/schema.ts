import { desc, sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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

// Classroom sessions (migration 0005, docs/decisions/0014-classroom-sessions.md).

export const classes = sqliteTable(
  "classes",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    bpm: integer("bpm").notNull(),
    join_code: text("join_code").notNull().unique(),
    /** SHA-256 (hex) of the teacher link's token: the token itself is never stored. */
    teacher_token_hash: text("teacher_token_hash").notNull().unique(),
    created_at: createdAt(),
    /** When the teacher closed the class (no new joins or saves); null while open. */
    closed_at: text("closed_at"),
  },
  (table) => [index("classes_created_at").on(table.created_at)],
);

export const classPupils = sqliteTable(
  "class_pupils",
  {
    id: integer("id").primaryKey(),
    class_id: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    /** SHA-256 (hex) of the pupil's cookie. */
    pupil_token_hash: text("pupil_token_hash").notNull().unique(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex("class_pupils_nickname").on(table.class_id, sql`${table.nickname} COLLATE NOCASE`)],
);

export const classGames = sqliteTable(
  "class_games",
  {
    id: integer("id").primaryKey(),
    class_id: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    pupil_id: integer("pupil_id")
      .notNull()
      .references(() => classPupils.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    accuracy: real("accuracy").notNull(),
    success_rate: real("success_rate").notNull(),
    compressions: integer("compressions").notNull(),
    mean_rate_bpm: real("mean_rate_bpm").notNull(),
    /** Percentage of the game's compressions at 100–120 a minute. */
    share_in_window: real("share_in_window").notNull(),
    game_id: text("game_id").notNull().unique(),
    created_at: createdAt(),
  },
  (table) => [index("class_games_class_pupil").on(table.class_id, table.pupil_id)],
);

export const classJoinFailures = sqliteTable(
  "class_join_failures",
  {
    id: integer("id").primaryKey(),
    /** A weekly keyed hash of the client address (client-hash.server.ts), never the address. */
    client_hash: text("client_hash").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("class_join_failures_client").on(table.client_hash, table.created_at)],
);
