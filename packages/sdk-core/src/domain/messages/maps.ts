/** Texts of the built-in offline map. */
export const mapsMessages = {
  // Maps (the built-in offline map)
  /** The role description of the offline map. */
  mapRoleDescription: 'map',
  /** The name of the offline map's + button. */
  mapZoomIn: 'Zoom in',
  /** The name of the offline map's − button. */
  mapZoomOut: 'Zoom out',
  /** The offline map's description (for assistive technology): how to move and zoom it. */
  mapKeyboardHint: 'Drag the map or use the arrow keys to move it; use + and - to zoom.',
  /** The offline map's notice when the wheel is used without Ctrl. */
  mapWheelHint: 'Use Ctrl + scroll to zoom the map',
  /** A reference point drawn on the offline map. */
  mapEdmonton: 'Edmonton',
  /** A reference point drawn on the offline map. */
  mapRedDeer: 'Red Deer',
  /** A reference point drawn on the offline map. */
  mapCalgary: 'Calgary',
} as const
