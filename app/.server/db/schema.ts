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
    /** SHA-256 (hex) of the projector link's token (migration 0006); null until first needed. */
    projector_token_hash: text("projector_token_hash"),
    /** When the teacher locked the class (no new pupils); null while pupils may join. */
    locked_at: text("locked_at"),
    /** Whether pupils may also put their scores on the public board (the teacher's choice). */
    board_allowed: integer("board_allowed", { mode: "boolean" }).notNull().default(false),
    /** Whether pupils type a nickname or are given one. */
    nickname_mode: text("nickname_mode", { enum: ["typed", "generated"] })
      .notNull()
      .default("typed"),
    /** A keyed hash of the opening address, for that day's cap only (erased the next day). */
    creator_hash: text("creator_hash"),
    /** When the class's comeback codes were cancelled for too many wrong ones (migration 0013); null otherwise. */
    comebacks_cancelled_at: text("comebacks_cancelled_at"),
    /** The language of the page the class was opened on (migration 0014): its given nicknames are in it; null before. */
    lang: text("lang", { enum: ["es", "en", "ca"] }),
  },
  (table) => [
    index("classes_created_at").on(table.created_at),
    uniqueIndex("classes_projector_token").on(table.projector_token_hash),
    index("classes_creator")
      .on(table.creator_hash)
      .where(sql`${table.creator_hash} IS NOT NULL`),
  ],
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
    /** The nickname's comparison key, unique in the class; kept when the pupil is removed (the name stays taken). */
    nickname_key: text("nickname_key"),
    /** When the teacher removed the pupil (games deleted); null while in the class. */
    removed_at: text("removed_at"),
    /** Until when the pupil's one-time code to come back (rejoin_code) is valid. */
    rejoin_until: text("rejoin_until"),
    /** The one-time code the teacher reads out to let the pupil back in (migration 0009). */
    rejoin_code: text("rejoin_code"),
    /** SHA-256 of the device cookie the pupil joined from (migration 0009). */
    device_hash: text("device_hash"),
    /** When the pupil last started a free game (epoch ms, migration 0011); null once it is saved. */
    playing_since: integer("playing_since"),
  },
  (table) => [
    uniqueIndex("class_pupils_nickname_key").on(table.class_id, table.nickname_key),
    index("class_pupils_device")
      .on(table.class_id, table.device_hash)
      .where(sql`${table.device_hash} IS NOT NULL`),
  ],
);

/**
 * The result of presses (compression-game/measures/presses-result.ts) as a pupil's attempt stores
 * it, declared once for the two tables that hold attempts, class_games (a free game) and
 * class_round_entries (a round's result), and written by one function
 * (classroom/attempts/attempt-columns.server.ts): docs/decisions/0024-one-attempt-one-record.md.
 * Null for a measure a row was stored before (its migration is named), and in a round's entry
 * until its result is saved.
 */
function pressesResultColumns() {
  return {
    compressions: integer("compressions"),
    mean_rate_bpm: real("mean_rate_bpm"),
    /** Percentage of the compressions at 100–120 a minute. */
    share_in_window: real("share_in_window"),
    // The quality of the compressions' timing (migration 0007, cpr-quality.ts).
    compression_fraction: real("compression_fraction"),
    rate_spread: real("rate_spread"),
    longest_pause_ms: integer("longest_pause_ms"),
    rate_change: real("rate_change"),
    grade: integer("grade"),
    /** 1 when the presses were too even for a finger (migration 0010, presses-result.ts): kept, and marked. */
    too_regular: integer("too_regular").notNull().default(0),
    /** Good, or the fault that cost the grade most (migration 0011, cpr-grade.ts verdictOf). */
    verdict: text("verdict"),
    /**
     * A game in depth mode's depth (migration 0012, depth/sent-depths.ts): mean (mm), and shares of
     * its compressions at 5–6 cm, too shallow, too deep; null for taps.
     */
    depth_mean_mm: real("depth_mean_mm"),
    depth_in_band: real("depth_in_band"),
    depth_too_shallow: real("depth_too_shallow"),
    depth_too_deep: real("depth_too_deep"),
  };
}

/** The names of a result's columns: attempt-columns.server.ts writes every one of them. */
export type ResultColumnName = keyof ReturnType<typeof pressesResultColumns>;

/** The same for a record measured as it is written (a free game): its count, rate and share always hold a figure. */
function measuredResultColumns() {
  const columns = pressesResultColumns();
  return {
    ...columns,
    compressions: columns.compressions.notNull(),
    mean_rate_bpm: columns.mean_rate_bpm.notNull(),
    share_in_window: columns.share_in_window.notNull(),
  };
}

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
    ...measuredResultColumns(),
    game_id: text("game_id").notNull().unique(),
    created_at: createdAt(),
    /**
     * When the game was saved (epoch ms, migration 0015), as a round's result's saved_at; null only
     * for a game the Worker of the build before the migration stored.
     */
    saved_at: integer("saved_at"),
  },
  (table) => [index("class_games_class_pupil").on(table.class_id, table.pupil_id)],
);

/** A round the teacher started for the whole class (migration 0008, features/classroom/rounds/round-rules.ts). */
export const classRounds = sqliteTable(
  "class_rounds",
  {
    id: integer("id").primaryKey(),
    class_id: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["practice", "test"] }).notNull(),
    length_ms: integer("length_ms").notNull(),
    /** Whether the pupils' own metronomes may click during the round. */
    metronome: integer("metronome").notNull().default(0),
    /** Start and end on the server's clock (epoch ms). */
    starts_at: integer("starts_at").notNull(),
    ends_at: integer("ends_at").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("class_rounds_class").on(table.class_id, table.id)],
);

/** A pupil in a round: live rate while it runs, then the result the server measured. */
export const classRoundEntries = sqliteTable(
  "class_round_entries",
  {
    id: integer("id").primaryKey(),
    round_id: integer("round_id")
      .notNull()
      .references(() => classRounds.id, { onDelete: "cascade" }),
    pupil_id: integer("pupil_id")
      .notNull()
      .references(() => classPupils.id, { onDelete: "cascade" }),
    live_rate: real("live_rate"),
    live_at: integer("live_at"),
    ...pressesResultColumns(),
    /** When the result was stored (epoch ms); null until then. */
    saved_at: integer("saved_at"),
    /** When the pupil entered the round on the server's clock (epoch ms, migration 0013); null before. */
    entered_at: integer("entered_at"),
    /** 1 when the device said at the round's start that it plays in depth mode (migration 0013), else 0. */
    depth_mode: integer("depth_mode").notNull().default(0),
  },
  (table) => [uniqueIndex("class_round_entries_round_pupil").on(table.round_id, table.pupil_id)],
);

export const classJoinFailures = sqliteTable(
  "class_join_failures",
  {
    id: integer("id").primaryKey(),
    /** A weekly keyed hash of the client address (client-hash.server.ts), never the address. */
    client_hash: text("client_hash").notNull(),
    /** SHA-256 of the device cookie that sent the wrong code (migration 0009); null before it. */
    device_hash: text("device_hash"),
    created_at: createdAt(),
  },
  (table) => [
    index("class_join_failures_client").on(table.client_hash, table.created_at),
    index("class_join_failures_device")
      .on(table.device_hash, table.created_at)
      .where(sql`${table.device_hash} IS NOT NULL`),
  ],
);

/** Wrong comeback codes sent to a class, from any device or address (migration 0013, join-class.server.ts). */
export const classComebackMisses = sqliteTable(
  "class_comeback_misses",
  {
    id: integer("id").primaryKey(),
    class_id: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (table) => [index("class_comeback_misses_class").on(table.class_id, table.created_at)],
);
