case .primeModal(.presented(.favoriteButtonTapped)):
