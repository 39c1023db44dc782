/** A choice's key, the same in the list, on the map and in what the user selected: its head place's name and point. */
export const choiceKey = (c: { name: string; latitude: number; longitude: number }): string => `${c.name}|${c.latitude}|${c.longitude}`;
