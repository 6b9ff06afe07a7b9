-- A membership or role change tells every instance (the session cache's LISTEN, DESIGN.md 5): the
-- user's next request reads their roles afresh. Per row; PostgreSQL folds a transaction's equal
-- notifications into one.
CREATE FUNCTION "notify_membership_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('da_sessions', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('da_sessions', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('da_sessions', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dealer_user_roles_changed" AFTER INSERT OR UPDATE OR DELETE ON "dealer_user_roles" FOR EACH ROW EXECUTE FUNCTION "notify_membership_changed"();
