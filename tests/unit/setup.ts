// The password rule's list, as the API's pipeline provides it (functions/platform/common-passwords.ts):
// unit tests parse the contract's schemas without going through the pipeline.
import '../../functions/platform/common-passwords.ts';
