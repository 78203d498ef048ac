/**
 * A write the table refused for one of the hostel's reasons (a bed taken, a parcel already collected),
 * named so the operation can turn each into its message. Each store names its own reasons by a subclass.
 */
export class Refused<Reason extends string> extends Error {
  readonly reason: Reason;
  constructor(reason: Reason) {
    super(reason);
    this.reason = reason;
  }
}
