/** JSON text that goes into an answer as it is: the database's own (lib/records/json-rows.ts). */
export class JsonText {
  constructor(readonly text: string) {}
}
