/** A hotel loyalty program a traveler can save a number for (spec §3 hotel loyalty catalogue). */
export interface HotelLoyaltyProgram {
  code: string;
  name: string;
  hotelChain: string;
}

/** Codes are 2 to 4 capital letters, as the update call requires. */
export const HOTEL_LOYALTY_PROGRAMS: readonly HotelLoyaltyProgram[] = [
  { code: 'ACH', name: 'Accor Live Limitless', hotelChain: 'Accor' },
  { code: 'BWH', name: 'Best Western Rewards', hotelChain: 'Best Western Hotels & Resorts' },
  { code: 'CHH', name: 'Choice Privileges', hotelChain: 'Choice Hotels' },
  { code: 'HIL', name: 'Hilton Honors', hotelChain: 'Hilton' },
  { code: 'HYA', name: 'World of Hyatt', hotelChain: 'Hyatt' },
  { code: 'IHG', name: 'IHG One Rewards', hotelChain: 'IHG Hotels & Resorts' },
  { code: 'MAR', name: 'Marriott Bonvoy', hotelChain: 'Marriott International' },
  { code: 'WYN', name: 'Wyndham Rewards', hotelChain: 'Wyndham Hotels & Resorts' },
  { code: 'RAD', name: 'Radisson Rewards', hotelChain: 'Radisson Hotel Group' },
  { code: 'SHA', name: 'Shangri-La Circle', hotelChain: 'Shangri-La Group' },
  { code: 'GHA', name: 'GHA Discovery', hotelChain: 'Global Hotel Alliance' },
  { code: 'LHW', name: 'Leaders Club', hotelChain: 'The Leading Hotels of the World' },
  { code: 'PHR', name: 'I Prefer Hotel Rewards', hotelChain: 'Preferred Hotels & Resorts' },
  { code: 'OMN', name: 'Omni Select Guest', hotelChain: 'Omni Hotels & Resorts' },
  { code: 'SON', name: 'Sonesta Travel Pass', hotelChain: 'Sonesta' },
  { code: 'MEL', name: 'MeliáRewards', hotelChain: 'Meliá Hotels International' },
  { code: 'LOE', name: 'Loews YouFirst', hotelChain: 'Loews Hotels' },
  { code: 'JUM', name: 'Jumeirah One', hotelChain: 'Jumeirah' },
  { code: 'MOH', name: 'Fans of M.O.', hotelChain: 'Mandarin Oriental' },
  { code: 'IBS', name: 'Iberostar Star Prestige', hotelChain: 'Iberostar Hotels & Resorts' },
  { code: 'BCL', name: 'My Barceló', hotelChain: 'Barceló Hotel Group' },
  { code: 'SCA', name: 'Scandic Friends', hotelChain: 'Scandic Hotels' },
  { code: 'ROT', name: 'Rotana Rewards', hotelChain: 'Rotana' },
  { code: 'DUS', name: 'Dusit Gold', hotelChain: 'Dusit International' },
  { code: 'OKU', name: 'One Harmony', hotelChain: 'Okura Nikko Hotels' },
  { code: 'CAE', name: 'Caesars Rewards', hotelChain: 'Caesars Entertainment' },
  { code: 'MGM', name: 'MGM Rewards', hotelChain: 'MGM Resorts' },
  { code: 'GSX', name: 'My6', hotelChain: 'Motel 6' },
  { code: 'DRU', name: 'Drury Rewards', hotelChain: 'Drury Hotels' },
  { code: 'LAN', name: 'Brilliant by Langham', hotelChain: 'The Langham Hospitality Group' },
  { code: 'MIL', name: 'MyMillennium', hotelChain: 'Millennium Hotels and Resorts' },
  { code: 'ASC', name: 'Ascott Star Rewards', hotelChain: 'The Ascott Limited' },
  { code: 'HRK', name: 'Unity by Hard Rock', hotelChain: 'Hard Rock Hotels' },
  { code: 'STA', name: 'Stash Hotel Rewards', hotelChain: 'Stash Hotel Rewards' },
  { code: 'PAL', name: 'Palladium Rewards', hotelChain: 'Palladium Hotel Group' },
  { code: 'TYK', name: 'Toyoko Inn Club Card', hotelChain: 'Toyoko Inn' },
];

export function findHotelLoyaltyProgram(code: string): HotelLoyaltyProgram | undefined {
  return HOTEL_LOYALTY_PROGRAMS.find((program) => program.code === code);
}
