/** How many deliveries the current order holds: the top bar's 'Order Summary: {count}' (part 1 §2 'Page chrome'). */
export function useOrderCount(): number {
  return 0 // The order list arrives with the ordering screens; until then the order is empty.
}
