-- A player row with neither a member nor a guest name is a former member (decision 039): a member whose record
-- was deleted after the round was booked. The foreign key sets member_id null on the deletion; the check
-- refused it, and deleting any member ever booked on a tee time answered 500.
ALTER TABLE "golf_booking_players" DROP CONSTRAINT "golf_booking_players_who_check";--> statement-breakpoint
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_who_check" CHECK ("golf_booking_players"."member_id" is null or "golf_booking_players"."guest_name" is null);