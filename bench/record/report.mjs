export function report(data) {
  return '```json\n' + JSON.stringify(data, null, 2) + '\n```\n';
}
