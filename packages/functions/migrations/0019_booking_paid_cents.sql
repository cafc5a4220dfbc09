-- 0019 (issue [F] 3, measured by `pnpm bench:db`): what a booking's card payments brought in, on the
-- booking. The admin dashboard sums the money taken on the bookings made each day; it joined every
-- paid payment of the period to its booking (p95 56-89 ms over 30 days at volume, over the 50 ms
-- target). With the sum kept on the booking, and carried by the dashboard's index, one index-only
-- scan of the period's bookings answers it.

-- The card payments paid on the booking (its own and its changes'), before refunds (refunded_cents).
alter table bookings add column paid_cents integer not null default 0;
update bookings b set paid_cents = p.cents
  from (select booking_id, sum(amount_cents) as cents from payments where status = 'paid' group by booking_id) p
  where b.id = p.booking_id;

-- Kept by a trigger, so no payment rule can forget it. By increments: two payments of one booking paid
-- at once (its own and a change's) each add theirs to the row as it stands once the other commits.
create function payments_paid_cents() returns trigger language plpgsql as $$
declare
  delta integer := (case when new.status = 'paid' then new.amount_cents else 0 end)
                 - (case when tg_op = 'UPDATE' and old.status = 'paid' then old.amount_cents else 0 end);
begin
  if delta <> 0 then
    update bookings set paid_cents = paid_cents + delta where id = new.booking_id;
  end if;
  return null;
end $$;
create trigger payments_paid_cents after insert or update of status, amount_cents on payments
  for each row execute function payments_paid_cents();

-- 0016's index of the dashboard, with the sum.
drop index bookings_created_idx;
create index bookings_created_idx on bookings (created_at) include (id, status, payment_method, ride_status, cash_collected_cents, refunded_cents, paid_cents);
