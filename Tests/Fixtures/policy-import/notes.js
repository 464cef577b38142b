export const config = {
  minimum: 8,
};
