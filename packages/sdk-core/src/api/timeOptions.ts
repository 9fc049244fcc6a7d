import type { Infer } from 'superstruct'
import type { DropoffTimeOption, PickupTimeOption, TimeOption } from '../domain/timeOptions.ts'
import { cutSeconds } from './account.ts'
import type { WireDropoffTime, WirePickupTime, WireTimeOption } from './wire/timeOptions.ts'

function toPickup(wire: Infer<typeof WirePickupTime>): PickupTimeOption {
  return {
    earlyTime: cutSeconds(wire.early_time),
    laterTime: cutSeconds(wire.later_time),
    text: wire.text,
    cutOffTime: wire.cut_off_time === null ? null : cutSeconds(wire.cut_off_time),
    serviceDays: [...wire.service_days],
    deliveryType: wire.delivery_type,
    type: wire.type,
  }
}

function toDropoff(wire: Infer<typeof WireDropoffTime>): DropoffTimeOption {
  return {
    earlyTime: wire.early_time === null ? null : cutSeconds(wire.early_time),
    laterTime: wire.later_time === null ? null : cutSeconds(wire.later_time),
    text: wire.text,
    isSpecialTiming: wire.is_special_timing === 1,
    isNextDay: wire.is_next_day_do === 1,
    deliverInFutureDays: wire.deliver_in_future_days,
    index: wire.index,
  }
}

/** One entry of the custom-times answer's data.data, in the domain's shape; drop-offs in index order. */
export function toTimeOption(wire: Infer<typeof WireTimeOption>): TimeOption {
  return {
    pickup: toPickup(wire.pickup_time),
    dropoffs: wire.dropoff_time.map(toDropoff).sort((a, b) => a.index - b.index),
  }
}
