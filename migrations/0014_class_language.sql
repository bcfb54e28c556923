-- The class's language: the one of the page where the teacher opened it. The nicknames the class
-- gives are in it, whatever language a pupil's phone reads the page in, since they are read out
-- and projected to the whole room. Null for a class opened before: its pupils' pages choose.
ALTER TABLE classes ADD COLUMN lang TEXT CHECK (lang IN ('es', 'en', 'ca'));
