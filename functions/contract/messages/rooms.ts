export const fetchFailed = 'Failed to fetch rooms';
export const detailsFailed = 'Failed to fetch room details';
export const bookFailed = 'Failed to book room. Please try again.';
export const statusFailed = 'Failed to update room status';
export const updateFailed = 'Failed to update room';
export const occupantsFailed = 'Failed to fetch room occupants';
export const createFailed = 'Failed to create room';
export const deleteFailed = 'Failed to delete room';
export const updated = 'Room updated successfully';
export const created = 'Room created successfully';
export const deleted = 'Room deleted successfully';
export const notFound = 'Room not found';
export const statusUpdated = 'Room status updated successfully';
export const numberTaken = 'A room with this number already exists';
export const occupiedDelete = 'This room has occupants and cannot be deleted. Move or check them out first.';
export const capacityBelowOccupancy = 'Capacity cannot be lower than the number of students in the room';
export const designationOccupied = 'The gender designation of an occupied room can only change to mixed';
export const unknownType = (type: string) =>
  `${type} is not one of the hostel's room types. Choose one, or add it under Settings, Room types.`;
export const capacityOfType = (type: string, capacity: number) =>
  `A ${type} room has ${capacity} ${capacity === 1 ? 'bed' : 'beds'}: its capacity must be ${capacity}`;
export const typeNameRequired = 'The room type needs a name';
export const typesRequired = 'Keep at least one room type';
export const typeNamesRepeat = 'Each room type needs a name of its own';
export const typesInUse = (rooms: string) =>
  `These rooms would no longer match a room type with their capacity: ${rooms}. Change those rooms first, or keep their type as it is.`;
export const typesSaved = 'Room types saved';
export const typesFailed = 'Failed to save the room types';
export const typeNotFound = 'This room type no longer exists. Reload the page to see the current ones.';
export const amenityUnknown = 'Choose amenities from the list, or name others in your own words';
export const amenitiesRepeat = 'Each amenity is listed once';
export const otherAmenityLength = (max: number) => `Each other amenity is 1 to ${max} characters`;
export const otherAmenitiesTooMany = (max: number) => `Name at most ${max} other amenities`;
export const photoAltRequired = 'Describe each photo for people who cannot see it';
export const photoAltLength = (max: number) => `A photo's description is at most ${max} characters`;
export const photoSizeInvalid = "A photo's width and height must be whole numbers of pixels";
export const photoUnknown = "A photo is not one of this room type's, nor a new upload. Add it again.";
export const typeChangedMeanwhile =
  'The room types were changed by someone else meanwhile. Reload and try again.';
export const detailsSaved = (type: string) => `${type}: amenities and photos saved`;
export const typeDetailsFailed = 'Failed to save the amenities and photos';
