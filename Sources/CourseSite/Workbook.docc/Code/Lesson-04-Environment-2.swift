HStack {
  userStore.currentUserInfo.map { Text($0.userName) }
  Image(systemName: "person.fill")
}
