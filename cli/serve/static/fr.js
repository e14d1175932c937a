export const FR = {};
