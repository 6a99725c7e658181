/** True when `run` stands in `tokens` as consecutive tokens, in order ("cabernet sauvignon" in a wine's name). */
export function includesRun(tokens: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= tokens.length; start += 1) {
    if (run.every((token, offset) => tokens[start + offset] === token)) return true;
  }
  return false;
}
