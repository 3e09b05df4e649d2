-- Saves and likes as one stream of events, for trending (GET /api/recipes/trending).
CREATE VIEW item_activity AS
  SELECT item_type, item_id, saved_at AS created_at FROM saved_items
  UNION ALL
  SELECT item_type, item_id, created_at FROM item_likes;
