func updateUserInfo() {
  let newUserInfo = UserInfo(userName: userName, favoriteGenre: favoriteGenre)
  userStore.currentUserInfo = newUserInfo
  presentationMode.wrappedValue.dismiss()
}
