struct UserInfo {
  let userName: String
  let favoriteGenre: String
}

class UserStore: ObservableObject {
  @Published var currentUserInfo: UserInfo?
}
